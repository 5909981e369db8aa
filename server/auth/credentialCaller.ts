import type { Permission } from '../../src/core/domain/permissions.ts';
import type { Caller } from './Caller.ts';

/** What a company credential (an embed key, an ingestion key) tells about itself. */
export interface Credential {
  id: string;
  name: string;
  companyId: number;
  createdAt: Date;
}

/**
 * The caller behind a company credential: no user, the key's one company (not a distributor's customers: a
 * key speaks for the company that made it) and the given permissions, no other.
 */
export function credentialCaller(key: Credential, permissions: ReadonlySet<Permission>): Caller {
  const profile = {
    id: 0,
    companyId: key.companyId,
    companyName: '',
    permissions: [...permissions],
    isDefault: true,
  };
  return {
    user: {
      id: key.id,
      email: '',
      name: key.name,
      passwordHash: '',
      role: 'basic',
      isStaff: false,
      isActive: true,
      sonicoProfile: null,
      language: 'en',
      groups: [],
      lastLogin: null,
      createdAt: key.createdAt,
    },
    isStaff: false,
    originalUserId: null,
    refreshJti: null,
    profiles: [profile],
    profile,
    companyIds: [key.companyId],
    can: (permission) => permissions.has(permission),
  };
}
