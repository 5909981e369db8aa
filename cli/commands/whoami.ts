import type { CliContext } from '../createCliContext.ts';
import { withSession } from '../withSession.ts';

export interface WhoamiCompany {
  id: number;
  name: string;
}

export interface WhoamiResult {
  name: string;
  email: string;
  role: string;
  /** the provider's own employees, who pass every permission check */
  staff: boolean;
  /** set while a staff member acts as this user */
  impersonatedBy: { name: string; email: string } | null;
  activeCompany: WhoamiCompany | null;
  companies: WhoamiCompany[];
  permissions: string[];
  services: string[];
  subscriptions: { service: string; plan: string }[];
}

/** Asks the server who the session belongs to (refreshing the access token if it has expired). */
export async function whoami(context: CliContext): Promise<WhoamiResult> {
  const user = await withSession(context, () => context.session.fetchCurrent());
  const companies = user.companies.map(({ id, name }) => ({ id, name }));
  const activeId = user.profile?.company_id;
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    staff: user.is_admin,
    impersonatedBy: user.original_user && { name: user.original_user.name, email: user.original_user.email },
    activeCompany: companies.find((company) => company.id === activeId) ?? null,
    companies,
    permissions: user.profile?.permissions ?? [],
    services: user.services,
    subscriptions: user.subscriptions.map(({ service, plan }) => ({ service, plan })),
  };
}
