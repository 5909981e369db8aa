import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ChirpstackEvent, LorawanEventResult } from '../../../src/core/contract/lorawan.ts';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import { decodeLorawan, normalizeEui } from '../../../src/core/lorawan/index.ts';
import type { Caller } from '../../auth/Caller.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { disagreements } from './compareObject.ts';
import { findLorawanDevice, type LorawanDevice } from './lorawanDevices.ts';
import { recordEvent, type LorawanEventRow } from './recordEvent.ts';
import { uplinkBatcher } from './uplinkBatcher.ts';
import { uplinkFacts } from './uplinkFacts.ts';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** How the network server that sent the event names its fields, for the reasons given back. */
export interface EventNaming {
  network: string;
  devEui: string;
  data: string;
  object: string;
}

const CHIRPSTACK_NAMING: EventNaming = {
  network: 'ChirpStack',
  devEui: 'deviceInfo.devEui',
  data: 'data',
  object: 'object',
};

interface EventContext {
  db: Db;
  scope: CompanyScope;
  caller: Caller;
  log: FastifyBaseLogger;
  /** another network server's event, translated to ChirpStack's shape (default: ChirpStack's own) */
  naming?: EventNaming;
}

type Step = Pick<LorawanEventResult, 'outcome' | 'reason'> & Partial<LorawanEventResult>;

/**
 * Takes one event of ChirpStack v4's HTTP integration. The device is found by its EUI: unknown, another
 * company's, or named unreadably, nothing is stored. `up` stores the reading its payload carries, decoded by
 * the portal's codec (ChirpStack's own decoding, when sent, is only compared); `status` notes the battery
 * level, `join` the join; other kinds are acknowledged. Every event is logged with its outcome, and answered
 * with 200 whatever it was, since ChirpStack retries any other status.
 */
export async function takeChirpstackEvent(
  ctx: EventContext,
  kind: string,
  event: ChirpstackEvent,
): Promise<LorawanEventResult> {
  const receivedAt = new Date();
  const eui = event.deviceInfo?.devEui === undefined ? null : normalizeEui(event.deviceInfo.devEui);
  const device = eui === null ? undefined : await findLorawanDevice(ctx.db, ctx.scope, eui);
  const own = device && ctx.scope.canSee(device.companyId) ? device : undefined;
  const row: LorawanEventRow = {
    event: kind,
    deduplicationId: event.deduplicationId ?? null,
    devEui: eui,
    companyId: own?.companyId ?? ctx.caller.profile?.companyId ?? null,
    installationId: own?.id ?? null,
    outcome: 'malformed',
    reason: null,
  };
  const step: Step = !['up', 'status', 'join'].includes(kind)
    ? { outcome: 'ignored', reason: `the '${kind}' event carries nothing the portal stores` }
    : eui === null
      ? { outcome: 'malformed', reason: `${namingOf(ctx).devEui} is missing or not 16 hex digits` }
      : !device
        ? { outcome: 'unknown_device', reason: `no installation has the device EUI ${eui}` }
        : !own
          ? { outcome: 'foreign', reason: `no installation has the device EUI ${eui}` }
          : await byKind(ctx, kind, event, { ...row, installationId: own.id }, own, receivedAt);
  const result: LorawanEventResult = {
    event: kind,
    dev_eui: eui,
    installation: own?.uuid ?? null,
    codec: null,
    warnings: [],
    disagreements: [],
    ...step,
  };
  if (!['stored', 'duplicate', 'battery', 'joined'].includes(result.outcome)) {
    await recordEvent(ctx.db, { ...row, outcome: result.outcome, reason: result.reason });
    ctx.log.warn(
      { event: kind, outcome: result.outcome, devEui: eui, reason: result.reason },
      'LoRaWAN event not stored',
    );
  }
  // a foreign device is answered as an unknown one: the caller learns nothing of other companies
  return result.outcome === 'foreign' ? { ...result, outcome: 'unknown_device' } : result;
}

async function byKind(
  ctx: EventContext,
  kind: string,
  event: ChirpstackEvent,
  row: LorawanEventRow & { installationId: number },
  device: LorawanDevice,
  receivedAt: Date,
): Promise<Step> {
  const time = uplinkFacts(event, receivedAt).time;
  if (kind === 'status') {
    if (event.batteryLevel === undefined || event.batteryLevelUnavailable)
      return { outcome: 'ignored', reason: 'the device reported no battery level' };
    if (!(await recordEvent(ctx.db, { ...row, outcome: 'battery' }))) return { outcome: 'duplicate', reason: 'replay' };
    await update(ctx, device, { batteryLevel: Math.max(0, Math.min(100, event.batteryLevel)), batteryLevelAt: time });
    return { outcome: 'battery', reason: null };
  }
  if (kind === 'join') {
    if (!(await recordEvent(ctx.db, { ...row, outcome: 'joined' }))) return { outcome: 'duplicate', reason: 'replay' };
    await update(ctx, device, { networkJoinedAt: time });
    return { outcome: 'joined', reason: null };
  }
  return uplink(ctx, event, row, device, receivedAt);
}

async function uplink(
  ctx: EventContext,
  event: ChirpstackEvent,
  row: LorawanEventRow & { installationId: number },
  device: LorawanDevice,
  receivedAt: Date,
): Promise<Step> {
  if (device.meterType !== LORA_METER_TYPE)
    return { outcome: 'undecodable', reason: `meter type ${device.meterType} has no LoRaWAN codec` };
  const naming = namingOf(ctx);
  if (event.fPort === undefined || event.data === undefined || event.data === '')
    return { outcome: 'undecodable', reason: `the uplink carries no application payload (${naming.data}, fPort)` };
  if (!BASE64.test(event.data)) return { outcome: 'malformed', reason: `${naming.data} is not base64` };
  const decoded = decodeLorawan([...Buffer.from(event.data, 'base64')], event.fPort);
  if (!decoded.ok) return { outcome: 'undecodable', reason: decoded.errors.join('; '), codec: decoded.codec };
  const { reading } = decoded;
  const differing = event.object ? disagreements(event.object, reading.data) : [];
  if (differing.length > 0)
    ctx.log.warn({ devEui: row.devEui, fields: differing }, `${naming.network} decoded the uplink otherwise`);
  const reason = differing.length > 0 ? `${naming.object} disagrees: ${differing.join(', ')}` : null;
  // written with the uplinks of other requests that come in meanwhile, answered once committed
  const stored = await uplinkBatcher(ctx.db).store({
    event: { ...row, reason },
    reading,
    facts: uplinkFacts(event, receivedAt),
  });
  return { ...stored, codec: reading.codec, warnings: reading.warnings, disagreements: differing };
}

const namingOf = (ctx: EventContext) => ctx.naming ?? CHIRPSTACK_NAMING;

async function update(ctx: EventContext, device: LorawanDevice, values: Partial<typeof installations.$inferInsert>) {
  await ctx.db
    .update(installations)
    .set(values)
    .where(and(eq(installations.id, device.id), ctx.scope.where(installations.companyId)));
}
