import { sql } from 'drizzle-orm';
import type { AlertState } from '../../../src/core/domain/alertStates.ts';
import { arrayLiteral } from '../../db/arrayLiteral.ts';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { readingAlertStep, type AlertReading } from './readingAlertStep.ts';
import { rewindMeterAlerts } from './rewindMeterAlerts.ts';

type Executor = Pick<Db, 'execute'>;

/** An open alert: stored (its id), or opened by these readings (its row, which a later reading may end). */
type OpenAlert = { id: number } | { row: AlertRow };

interface AlertRow {
  installationId: number;
  state: AlertState;
  startedAt: number;
  endedAt: number | null;
}

/** What one meter's readings change: where it stands after them, and its alerts opened and ended. */
export interface MeterState {
  lastMs: number;
  volume: number | null;
  open: Map<AlertState, OpenAlert[]>;
  advanced: boolean;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Locks the meters that `readings` are for, for the rest of the transaction, so that two requests advancing
 * one meter wait for each other: their rows of installation_latest, where each meter's newest reading is kept
 * (the installation's own row stays free for edits, and the key-share locks that alerts' references to it
 * take never wait for these), locked before the readings are written, in one order so that no two requests
 * deadlock.
 */
export async function lockMeters(tx: Executor, installationIds: readonly number[]): Promise<Map<number, MeterState>> {
  const rows = rowsOf<{ id: number; last_ms: number | string | null; volume_m3: number | null }>(
    await tx.execute(sql`
      SELECT installation_id AS id, (extract(epoch FROM last_readout_at) * 1000)::float8 AS last_ms, volume_m3
      FROM installation_latest
      WHERE installation_id = ANY(${arrayLiteral([...installationIds])}::int[]) ORDER BY installation_id FOR NO KEY UPDATE`),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        lastMs: row.last_ms === null ? -Infinity : Number(row.last_ms),
        volume: row.volume_m3 === null ? null : Number(row.volume_m3),
        open: new Map(),
        advanced: false,
      },
    ]),
  );
}

/**
 * Moves the meters' alerts on by their new readings (written in this transaction), one reading after the other
 * from the reading before (readingAlertStep.ts), and stores each meter's newest reading, volume and open-alert
 * count: a few statements per slice of readings, whatever the length of the meters' histories. A reading older
 * than its meter's newest came late: that meter's alerts are taken back to the reading before it and stepped
 * again through every reading since (rewindMeterAlerts.ts), so the order readings arrive in changes no alert.
 */
export async function advanceReadingAlerts(
  tx: Executor,
  meters: Map<number, MeterState>,
  readings: readonly AlertReading[],
): Promise<void> {
  if (readings.length === 0) return;
  const lateFrom = new Map<number, number>();
  for (const reading of readings) {
    const meter = meters.get(reading.installationId);
    const ms = reading.ts.getTime();
    if (meter && ms <= meter.lastMs)
      lateFrom.set(reading.installationId, Math.min(ms, lateFrom.get(reading.installationId) ?? ms));
  }
  const steps = readings.filter((reading) => !lateFrom.has(reading.installationId));
  for (const [installationId, fromMs] of lateFrom) {
    const rewound = await rewindMeterAlerts(tx, installationId, fromMs);
    Object.assign(meters.get(installationId)!, { lastMs: rewound.lastMs, volume: rewound.volume });
    steps.push(...rewound.readings);
  }
  await loadOpenAlerts(tx, meters);
  const opened: AlertRow[] = [];
  const ended: Array<{ id: number; ms: number }> = [];
  for (const reading of steps.sort((a, b) => a.ts.getTime() - b.ts.getTime())) {
    const meter = meters.get(reading.installationId);
    const ms = reading.ts.getTime();
    if (!meter || ms <= meter.lastMs) continue;
    const step = readingAlertStep(new Set(meter.open.keys()), meter.volume, reading);
    for (const state of step.ended) {
      for (const alert of meter.open.get(state) ?? []) {
        if ('id' in alert) ended.push({ id: alert.id, ms });
        else alert.row.endedAt = ms;
      }
      meter.open.delete(state);
    }
    for (const state of step.opened) {
      const row = { installationId: reading.installationId, state, startedAt: ms, endedAt: null };
      opened.push(row);
      meter.open.set(state, [{ row }]);
    }
    Object.assign(meter, { lastMs: ms, volume: reading.totalVolume, advanced: true });
  }
  await writeAlerts(tx, opened, ended);
  await writeMeters(tx, meters);
}

async function loadOpenAlerts(tx: Executor, meters: Map<number, MeterState>) {
  const open = rowsOf<{ id: number; installation_id: number; state: AlertState }>(
    await tx.execute(sql`
      SELECT id, installation_id, state FROM alerts
      WHERE installation_id = ANY(${arrayLiteral([...meters.keys()])}::int[]) AND ended_at IS NULL`),
  );
  for (const alert of open) {
    const list = meters.get(alert.installation_id)?.open;
    list?.set(alert.state, [...(list.get(alert.state) ?? []), { id: alert.id }]);
  }
}

async function writeAlerts(tx: Executor, opened: AlertRow[], ended: Array<{ id: number; ms: number }>) {
  if (opened.length > 0)
    await tx.execute(sql`
      INSERT INTO alerts (installation_id, state, started_at, ended_at)
      SELECT * FROM unnest(${arrayLiteral(opened.map((a) => a.installationId))}::int[],
        ${arrayLiteral(opened.map((a) => a.state))}::text[], ${arrayLiteral(opened.map((a) => iso(a.startedAt)))}::timestamptz[],
        ${arrayLiteral(opened.map((a) => iso(a.endedAt)))}::timestamptz[])`);
  if (ended.length > 0)
    await tx.execute(sql`
      UPDATE alerts AS a SET ended_at = u.ts
      FROM unnest(${arrayLiteral(ended.map((e) => e.id))}::int[], ${arrayLiteral(ended.map((e) => iso(e.ms)))}::timestamptz[])
        AS u(id, ts)
      WHERE a.id = u.id`);
}

/** The newest reading, volume and open-alert count of the meters the readings moved on. */
async function writeMeters(tx: Executor, meters: Map<number, MeterState>) {
  const advanced = [...meters].filter(([, meter]) => meter.advanced);
  if (advanced.length === 0) return;
  const count = (meter: MeterState) => [...meter.open.values()].reduce((n, list) => n + list.length, 0);
  await tx.execute(sql`
    UPDATE installation_latest AS i SET last_readout_at = u.ts, volume_m3 = u.volume, alert_count = u.alerts
    FROM unnest(${arrayLiteral(advanced.map(([id]) => id))}::int[],
      ${arrayLiteral(advanced.map(([, m]) => iso(m.lastMs)))}::timestamptz[],
      ${arrayLiteral(advanced.map(([, m]) => m.volume))}::float8[],
      ${arrayLiteral(advanced.map(([, m]) => count(m)))}::int[]) AS u(id, ts, volume, alerts)
    WHERE i.installation_id = u.id`);
}
