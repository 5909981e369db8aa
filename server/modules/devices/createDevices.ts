import type { DeviceCreate } from '../../../src/core/contract/devices.ts';
import { isDatabaseId } from '../../../src/core/contract/databaseId.ts';
import { AFM_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import { parseSerialList } from '../../../src/core/domain/serialList.ts';
import type { Caller } from '../../auth/Caller.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import { companyRepository } from '../companies/companyRepository.ts';
import { deviceProfileRepository } from '../device-profiles/deviceProfileRepository.ts';
import { deviceRepository } from './deviceRepository.ts';

const MAX_SERIALS = 1_000;
const UNIQUE_VIOLATION = '23505';

/**
 * `POST devices/`: AFM meters from a comma-separated serial list, all or nothing. Every problem is
 * reported on its field at once (each taken serial of the caller's companies named, another company's
 * not), as a DRF serializer collects its errors.
 */
export async function createDevices(db: Db, scope: CompanyScope, caller: Caller, body: DeviceCreate) {
  const devices = deviceRepository(db, scope);
  const errors: Record<string, Array<string | Msg>> = {};
  const add = (field: 'meter_type' | 'serial_number' | 'company' | 'device_profile', message: Msg) => (errors[field] ??= []).push(message);
  if (body.meter_type !== undefined && body.meter_type !== AFM_METER_TYPE) add('meter_type', msg('afmOnly'));
  const { serials, invalid, duplicates } = parseSerialList(body.serial_number);
  if (serials.length === 0 && invalid.length === 0) add('serial_number', msg('blank'));
  if (serials.length > MAX_SERIALS) add('serial_number', msg('tooManyItems', { n: MAX_SERIALS }));
  for (const serial of invalid) add('serial_number', msg('invalidSerial', { serial }));
  for (const serial of duplicates) add('serial_number', msg('repeatedSerial', { serial }));
  if (serials.length > 0 && serials.length <= MAX_SERIALS) {
    // uniqueness is global, as the database's unique index, whoever owns the existing device; only the
    // caller's own are named: which of a guessed list another company holds is that company's to know
    const taken = await devices.takenSerials(serials);
    const own = taken.length > 0 ? await devices.idsBySerial(taken) : new Map<string, number>();
    for (const serial of taken.filter((s) => own.has(s))) add('serial_number', msg('deviceSerialExists', { serial }));
    if (taken.some((s) => !own.has(s))) add('serial_number', msg('deviceSerialTaken'));
  }
  const companyId = body.company ?? caller.profile?.companyId;
  if (companyId === undefined) add('company', msg('required'));
  else if (!(await companyRepository(db, scope).usable(companyId)))
    add('company', msg('companyUnavailable'));
  let profileId: number | null = null;
  if (body.device_profile !== undefined) {
    // an id past the database integer owns no profile, and must not reach the query
    const owner = companyId !== undefined && isDatabaseId(companyId) ? companyId : undefined;
    profileId = await deviceProfileRepository(db, scope).usableFor(body.device_profile, owner);
    if (profileId === null) add('device_profile', msg('profileUnavailable'));
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  try {
    return await devices.insert(
      serials.map((serialNumber) => ({
        serialNumber,
        meterType: AFM_METER_TYPE,
        companyId: companyId!,
        article: body.article ?? '',
        productionNumber: body.production_number ?? '',
        deviceProfileId: profileId,
      })),
    );
  } catch (error) {
    // another request took one of the serials between the check and the insert
    if (causeCode(error) === UNIQUE_VIOLATION) throw fieldErrors({ serial_number: [msg('deviceSerialTaken')] });
    throw error;
  }
}

function causeCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}
