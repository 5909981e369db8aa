import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Select } from '../../components/select/index.ts';
import type { Company, Service } from '../../core/contract/companies.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { usePortalServices } from './usePortalServices.ts';

export interface ActingCompany {
  /** the company the action is for; null while the choices load for a caller without an active company */
  company: number | null;
  setCompany: (company: number) => void;
  /** the companies the caller may act for */
  options: readonly Company[];
}

/**
 * The company an action acts for, among those the caller sees (with `service`, those that have it): the
 * active company while it is one of them, else the first; staff and a distributor's users may choose another.
 */
export function useActingCompany(service?: Service): ActingCompany {
  const { http } = usePortalServices();
  const user = useCurrentUser();
  const companies = useQuery(companyQueries.all(http)).data;
  // a choice holds under the active company it was made under: switching the profile starts again from it
  const [choice, setChoice] = useState<{ under: number | null; id: number } | null>(null);
  const options = (companies ?? []).filter((company) => !service || company.services.includes(service));
  const active = user?.profile?.company_id ?? null;
  const chosen = choice !== null && choice.under === active ? choice.id : null;
  const fallback =
    companies === undefined || options.some((c) => c.id === active) ? active : (options[0]?.id ?? active);
  const company = chosen !== null && options.some((c) => c.id === chosen) ? chosen : fallback;
  return { company, setCompany: (id) => setChoice({ under: active, id }), options };
}

export interface ActingCompanySelectProps {
  label: string;
  acting: ActingCompany;
}

/** The choice of `useActingCompany`, shown only when there is more than one company to act for. */
export function ActingCompanySelect({ label, acting }: ActingCompanySelectProps) {
  if (acting.options.length <= 1) return null;
  return (
    <Select
      label={label}
      options={acting.options}
      fields={{ id: 'id', label: 'name', search: ['customer_account'] }}
      value={acting.company}
      clearable={false}
      searchable
      onChange={(id) => id !== null && acting.setCompany(Number(id))}
    />
  );
}
