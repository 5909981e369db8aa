import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Company } from '../../core/contract/companies.ts';
import type { DeviceProfile } from '../../core/contract/deviceProfiles.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { deviceProfileQueries } from '../../queries/deviceProfileQueries.ts';
import { useCurrentUser, usePortalServices } from '../common/index.ts';

export interface DeviceOwner {
  /** the company the new devices belong to: the chosen one, else the active company while it is offered */
  company: number | null;
  setCompany: (company: number) => void;
  /** the profile's uuid, or null for none */
  profile: string | null;
  setProfile: (profile: string | null) => void;
  /** the companies and profiles the server's rule of a new device accepts (`?for=device`, `?for=device:<company>`) */
  companies: readonly Company[];
  profiles: readonly DeviceProfile[];
}

/**
 * The company and profile of new devices, offered exactly as the create rule accepts them: the companies from
 * `companies/?for=device`, the profiles from `device-profiles/?for=device:<company>`, reloaded with the company.
 */
export function useDeviceOwner(): DeviceOwner {
  const { http } = usePortalServices();
  const active = useCurrentUser()?.profile?.company_id ?? null;
  const companies = useQuery(companyQueries.all(http, { for: 'device' })).data;
  const [chosen, setChosen] = useState<number | null>(null);
  const [picked, setPicked] = useState<{ company: number | null; profile: string } | null>(null);
  const offered = companies ?? [];
  const company =
    chosen ?? (companies === undefined || offered.some((c) => c.id === active) ? active : (offered[0]?.id ?? null));
  const profiles = useQuery({
    ...deviceProfileQueries.all(http, { for: `device:${company ?? ''}` }),
    enabled: company !== null,
  }).data;
  // a profile picked under another company is no choice of this one
  const profile =
    picked !== null && picked.company === company && (profiles ?? []).some((p) => p.uuid === picked.profile)
      ? picked.profile
      : null;
  return {
    company,
    setCompany: setChosen,
    profile,
    setProfile: (uuid) => setPicked(uuid === null ? null : { company, profile: uuid }),
    companies: offered,
    profiles: profiles ?? [],
  };
}
