import { and, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/createDatabase.ts';
import { meterGroupInstallations, meterGroups } from '../db/deviceSchema.ts';
import { INT4_MAX } from '../../src/core/contract/databaseId.ts';
import { fieldError, msg } from './HttpError.ts';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A case-insensitive "contains" pattern with LIKE wildcards escaped, so a search for "50%" finds that text. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where any of `columns` contains `text` (case-insensitive, wildcards escaped): a list's `?search=`. */
export const containsAny = (text: string, columns: AnyPgColumn[]): SQL | undefined =>
  or(...columns.map((column) => ilike(column, containsPattern(text))));

/** `?company=<id>` as django-filter reads it: a whole number, else a 400 on the field. */
export function companyIdFilter(column: AnyPgColumn, raw: string): SQL {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id > INT4_MAX) throw fieldError('company', msg('invalidInteger'));
  return eq(column, id);
}

/**
 * `?company=<id>` of `meters/`, which lets text that is no whole number filter nothing (as it always has),
 * but refuses a whole number past the database integer instead of failing the query.
 */
export function lenientCompanyIdFilter(column: AnyPgColumn, raw: string): SQL | undefined {
  const id = Number(raw);
  if (!raw.trim() || !Number.isInteger(id)) return undefined;
  if (Math.abs(id) > INT4_MAX) throw fieldError('company', msg('invalidInteger'));
  return eq(column, id);
}

/** `?group=<uuid>`: rows whose installation (`installationId`) belongs to that meter group. */
export function groupMemberFilter(db: Db, installationId: AnyPgColumn, groupUuid: string): SQL {
  if (!UUID_PATTERN.test(groupUuid)) throw fieldError('group', msg('invalidUuid'));
  const member = db
    .select({ one: sql`1` })
    .from(meterGroupInstallations)
    .innerJoin(meterGroups, eq(meterGroups.id, meterGroupInstallations.groupId))
    .where(and(eq(meterGroupInstallations.installationId, installationId), eq(meterGroups.uuid, groupUuid)));
  return exists(member);
}
