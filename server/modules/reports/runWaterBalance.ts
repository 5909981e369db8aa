import type { GroupNightFlow, NightFlow, WaterBalance } from '../../../src/core/contract/waterBalance.ts';
import type { Db } from '../../db/createDatabase.ts';
import { executeWithoutJit } from '../../db/executeWithoutJit.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { balanceSql, type BalanceMeter } from './balanceSql.ts';
import { nightFlowInOnePass } from './nightFlowPlan.ts';
import { nightFlowSql } from './nightFlowSql.ts';
import type { NightFlowRequest } from './parseNightFlowQuery.ts';
import type { RangeRequest } from './parseReportQuery.ts';

interface KindRow {
  ms: number | string;
  inlet: number | string | null;
  members: number | string | null;
  members_n: number | string;
}

/** Rows of a balance-like query with numbers normalised (drivers may hand floats over as strings). */
async function kindRows(db: Db, query: Parameters<Db['execute']>[0], memberCount: number) {
  const number = (value: number | string | null) => (value === null ? null : Number(value));
  return rowsOf<KindRow>(await executeWithoutJit(db, query)).map((row) => ({
    t: new Date(Number(row.ms)).toISOString(),
    inlet: number(row.inlet),
    members: Number(row.members_n) === 0 ? null : number(row.members),
    coverage: memberCount === 0 ? 0 : Number(row.members_n) / memberCount,
  }));
}

const counts = (meters: BalanceMeter[]) => {
  const inlets = meters.filter((m) => m.inlet).length;
  return { inlets, members: meters.length - inlets };
};

/** A group's water balance: per bucket the inlets' and members' volumes, the loss and the members' coverage. */
export async function runBalance(db: Db, meters: BalanceMeter[], request: RangeRequest): Promise<WaterBalance> {
  const { inlets, members } = counts(meters);
  const rows = await kindRows(db, balanceSql(meters, request), members);
  return {
    granularity: request.granularity,
    date_after: request.after.toISOString(),
    date_before: request.before.toISOString(),
    tz: request.tz,
    inlets,
    members,
    rows: rows.map((row) => {
      const loss = row.inlet === null || row.members === null ? null : row.inlet - row.members;
      return {
        t: row.t,
        inlet_m3: row.inlet,
        members_m3: row.members,
        loss_m3: loss,
        loss_pct: loss === null || !row.inlet ? null : (loss / row.inlet) * 100,
        coverage: row.coverage,
      };
    }),
  };
}

const nightHead = (request: NightFlowRequest) => ({
  date_after: request.after.toISOString(),
  date_before: request.before.toISOString(),
  tz: request.tz,
  window_start: request.start,
  window_end: request.end,
});

/** A group's night flow: per night the inlets' and the members' mean flow in the window, m³/h. */
export async function runGroupNightFlow(
  db: Db,
  meters: BalanceMeter[],
  request: NightFlowRequest,
): Promise<GroupNightFlow> {
  const { inlets, members } = counts(meters);
  const ids = meters.map((m) => m.id);
  const onePass = await nightFlowInOnePass(db, ids, request, request.window);
  const rows = await kindRows(db, nightFlowSql(meters, request, request.window, onePass), members);
  return {
    ...nightHead(request),
    inlets,
    members,
    rows: rows.map((row) => ({ t: row.t, inlet_m3h: row.inlet, members_m3h: row.members, coverage: row.coverage })),
  };
}

/** One meter's night flow: per night its mean flow in the window, m³/h. */
export async function runNightFlow(db: Db, meterId: number, request: NightFlowRequest): Promise<NightFlow> {
  const rows = await kindRows(db, nightFlowSql([{ id: meterId, inlet: false }], request, request.window), 1);
  return { ...nightHead(request), points: rows.map((row) => ({ t: row.t, m3h: row.members })) };
}
