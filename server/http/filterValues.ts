import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/createDatabase.ts';
import { meterGroupInstallations, meterGroups } from '../db/deviceSchema.ts';
import { fieldError, msg } from './HttpError.ts';

/** PostgreSQL's integer maximum: larger ids are refused as bad input rather than failing in the database. */
export const INT4_MAX = 2_147_483_647;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A case-insensitive "contains" pattern with LIKE wildcards escaped, so a search for "50%" finds that text. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `?company=<id>` as django-filter reads it: a whole number, else a 400 on the field. */
export function companyIdFilter(column: AnyPgColumn, raw: string): SQL {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id > INT4_MAX) throw fieldError('company', msg('invalidInteger'));
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
