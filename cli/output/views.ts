import type { LoginResult } from '../commands/login.ts';
import type { LogoutResult } from '../commands/logout.ts';
import type { WhoamiCompany, WhoamiResult } from '../commands/whoami.ts';
import { renderTable } from './renderTable.ts';
import type { TFunction } from 'i18next';
import { roleLabel, serviceLabel } from '../../src/core/labels/codeLabels.ts';

const companyLabel = (company: WhoamiCompany) => `${company.name} (#${company.id})`;

export function renderLogin(result: LoginResult, t: TFunction): string {
  return `Logged in as ${result.name} <${result.email}> (${roleLabel(t, result.role)}) at ${result.apiBase}`;
}

export function renderLogout(result: LogoutResult): string {
  if (!result.loggedOut) return 'Not logged in; nothing to do.';
  return result.email ? `Logged out ${result.email}.` : 'Logged out.';
}

export function renderWhoami(result: WhoamiResult, t: TFunction): string {
  const rows: [string, string][] = [
    ['Name', result.name],
    ['E-mail', result.email],
    ['Role', roleLabel(t, result.role)],
    ['Staff', result.staff ? 'yes' : 'no'],
  ];
  if (result.impersonatedBy) {
    rows.push(['Impersonated by', `${result.impersonatedBy.name} <${result.impersonatedBy.email}>`]);
  }
  rows.push(
    ['Active company', result.activeCompany ? companyLabel(result.activeCompany) : ''],
    ['Companies', result.companies.map(companyLabel).join('\n')],
    ['Permissions', String(result.permissions.length)],
    ['Services', result.services.map((service) => serviceLabel(t, service)).join(', ')],
    ['Subscriptions', result.subscriptions.map((s) => `${serviceLabel(t, s.service)}: ${s.plan}`).join('\n')],
  );
  return renderTable(rows);
}
