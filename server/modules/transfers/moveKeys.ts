import { and, inArray, ne, sql } from 'drizzle-orm';
import type { TransferCreate } from '../../../src/core/contract/transfers.ts';
import type { Caller } from '../../auth/Caller.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations, meterGroupInstallations, meterGroups } from '../../db/deviceSchema.ts';
import { commModuleKeys, transferKeys, transfers } from '../../db/keySchema.ts';
import { fieldError, msg, permissionDenied } from '../../http/HttpError.ts';
import { refusedKeys, transferableKeyCondition, transferSource } from './transferableKeys.ts';
import { transferTargets } from './transferRepository.ts';

/**
 * Moves keys and their modules' devices to another company in one transaction, after every check: keys the
 * rule of `transferableKeys.ts` accepts, to a company the caller may transfer to. One key that is not the
 * caller's to move fails the whole transfer, naming it.
 */
export async function moveKeys(db: Db, caller: Caller, body: TransferCreate): Promise<number> {
  const targets = await transferTargets(db, caller);
  if (!targets.some((c) => c.id === body.to_company)) throw fieldError('to_company', msg('companyUnavailable'));
  const ids = [...new Set(body.keys.map((id) => id.toLowerCase()))];
  if (!caller.isStaff && !caller.profile) throw permissionDenied();

  return db.transaction(async (tx) => {
    // locked, so two transfers of the same keys cannot both pass the ownership check
    const rows = await tx
      .select({ id: commModuleKeys.commModUuid, companyId: commModuleKeys.companyId })
      .from(commModuleKeys)
      .where(inArray(commModuleKeys.commModUuid, ids))
      .for('update');
    // staff name no company: the first key's company is the one the transfer empties
    const first = rows.find((r) => r.id === ids[0]) ?? rows[0];
    const source = transferSource(caller, caller.isStaff ? (first?.companyId ?? null) : null);
    if (source === 'none') throw permissionDenied();
    const accepted = await tx
      .select({ id: commModuleKeys.commModUuid })
      .from(commModuleKeys)
      .where(and(inArray(commModuleKeys.commModUuid, ids), transferableKeyCondition(source)));
    const movable = new Set(accepted.map((r) => r.id));
    const refused = ids.filter((id) => !movable.has(id));
    if (refused.length > 0 || source === null) throw await refusedKeys(tx, caller, source, refused);
    if (source === body.to_company) throw fieldError('to_company', msg('transferSameCompany'));

    const [transfer] = await tx
      .insert(transfers)
      .values({
        fromCompanyId: source,
        toCompanyId: body.to_company,
        userId: caller.user.id,
        userEmail: caller.user.email,
        keyCount: ids.length,
      })
      .returning({ id: transfers.id });
    await tx.insert(transferKeys).values(ids.map((commModUuid) => ({ transferId: transfer.id, commModUuid })));
    await tx.update(commModuleKeys).set({ companyId: body.to_company }).where(inArray(commModuleKeys.commModUuid, ids));
    const moved = tx
      .select({ id: installations.id })
      .from(installations)
      .where(inArray(installations.commModUuid, ids));
    // the old company's groups and measuring points stay behind: a device of another company must not sit in them
    await tx
      .delete(meterGroupInstallations)
      .where(
        and(
          inArray(meterGroupInstallations.installationId, moved),
          inArray(
            meterGroupInstallations.groupId,
            tx.select({ id: meterGroups.id }).from(meterGroups).where(ne(meterGroups.companyId, body.to_company)),
          ),
        ),
      );
    await tx
      .update(installations)
      .set({
        companyId: body.to_company,
        measuringPointId: null,
        // a profile of the old company stays with it; shared profiles (no company) move along
        deviceProfileId: sql`case when ${installations.deviceProfileId} in (select id from device_profiles where company_id is null) then ${installations.deviceProfileId} end`,
      })
      .where(inArray(installations.commModUuid, ids));
    return transfer.id;
  });
}
