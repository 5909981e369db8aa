import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Permission } from '../../src/core/domain/permissions.ts';
import { notFound, permissionDenied } from '../http/HttpError.ts';
import type { Caller } from './Caller.ts';

/** The WHERE condition that keeps a query inside the caller's companies (always true for staff). */
export function companyScope(caller: Caller, column: AnyPgColumn): SQL {
  if (caller.companyIds === null) return sql`true`;
  if (caller.companyIds.length === 0) return sql`false`;
  return inArray(column, caller.companyIds);
}

export function canSeeCompany(caller: Caller, companyId: number | null | undefined): boolean {
  if (caller.companyIds === null) return true;
  return companyId !== null && companyId !== undefined && caller.companyIds.includes(companyId);
}

/** Objects of other companies do not exist for the caller: 404, never 403, so ids leak nothing. */
export function assertCompanyVisible(caller: Caller, companyId: number | null | undefined): void {
  if (!canSeeCompany(caller, companyId)) throw notFound();
}

export function requirePermission(caller: Caller, permission: Permission): void {
  if (!caller.can(permission)) throw permissionDenied();
}
