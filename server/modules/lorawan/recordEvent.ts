import { sql, type SQL } from 'drizzle-orm';
import type { LorawanOutcome } from '../../../src/core/contract/lorawan.ts';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';

/** One integration event as the log keeps it. */
export interface LorawanEventRow {
  event: string;
  deduplicationId: string | null;
  devEui: string | null;
  companyId: number | null;
  installationId: number | null;
  outcome: LorawanOutcome;
  reason: string | null;
}

type Executor = Pick<Db, 'execute'>;

/**
 * Writes the event's row. For an installation's event with a deduplication id, a row already there makes
 * this a replay: nothing is written and the answer is false.
 */
export async function recordEvent(db: Executor, row: LorawanEventRow): Promise<boolean> {
  return rowsOf(await db.execute(eventInsert(row))).length > 0;
}

/** The INSERT of the event's row, answering its id unless it is a replay: a statement, or a CTE of one. */
export function eventInsert(row: LorawanEventRow): SQL {
  return sql`
    INSERT INTO lorawan_events (event, deduplication_id, dev_eui, company_id, installation_id, outcome, reason)
    VALUES (${row.event}, ${row.deduplicationId}, ${row.devEui}, ${row.companyId}, ${row.installationId},
      ${row.outcome}, ${row.reason})
    ON CONFLICT (installation_id, event, deduplication_id)
      WHERE installation_id IS NOT NULL AND deduplication_id IS NOT NULL DO NOTHING
    RETURNING id`;
}
