import type { EmbedElement, EmbedHiddenField } from '../../src/core/domain/embed.ts';
import type { Permission } from '../../src/core/domain/permissions.ts';
import type { users } from '../db/schema.ts';

export interface CallerProfile {
  id: number;
  companyId: number;
  companyName: string;
  permissions: string[];
  isDefault: boolean;
}

/** What the access token tells about the session besides its user. */
export interface CallerSession {
  /** the staff user behind an impersonation, if any */
  originalUserId: string | null;
  /** jti of the refresh token issued with the access token; null for a token without that claim */
  refreshJti: string | null;
}

/** The authenticated user of a request, with what tenancy and permission checks need. */
export interface Caller extends CallerSession {
  user: typeof users.$inferSelect;
  isStaff: boolean;
  profiles: CallerProfile[];
  /** the active (default) company profile; null is an inactive profile */
  profile: CallerProfile | null;
  /** companies whose data the caller may see; null means all (staff) */
  companyIds: number[] | null;
  can(permission: Permission): boolean;
  /** set for an embed token: a partner's page, read-only, on the endpoints its elements need */
  embed?: {
    keyId: string;
    elements: readonly EmbedElement[];
    /** uuids of the device groups it sees; empty: the whole company */
    groups: readonly string[];
    hidden: readonly EmbedHiddenField[];
  };
  /**
   * set for an ingestion key (a gateway or receiver): write-only, for its company, on the endpoints that
   * declare `ingestion: true` and no other (`server/auth/ingestionCaller.ts`)
   */
  ingestion?: { keyId: string };
}
