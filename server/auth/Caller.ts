import type { Permission } from '../../src/core/domain/permissions.ts';
import type { users } from '../db/schema.ts';

export interface CallerProfile {
  id: number;
  companyId: number;
  companyName: string;
  permissions: string[];
  isDefault: boolean;
}

/** The authenticated user of a request, with what tenancy and permission checks need. */
export interface Caller {
  user: typeof users.$inferSelect;
  isStaff: boolean;
  /** the staff user behind an impersonation, if any */
  originalUserId: string | null;
  profiles: CallerProfile[];
  /** the active (default) company profile; null is an inactive profile */
  profile: CallerProfile | null;
  /** companies whose data the caller may see; null means all (staff) */
  companyIds: number[] | null;
  can(permission: Permission): boolean;
}
