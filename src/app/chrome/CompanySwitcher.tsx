import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../components/menu/index.ts';
import { useCurrentUser } from '../../features/common/useCurrentUser.ts';
import { usePortalServices } from '../../features/common/usePortalServices.ts';
import { Icon } from './icons.tsx';
import { useSessionChange } from './useSessionChange.ts';

/** The company-profile switcher: re-fetches the current user with ?company= (see useSessionChange). */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const { session } = usePortalServices();
  const user = useCurrentUser();
  const { busy: switching, run } = useSessionChange();
  if (!user || user.companies.length === 0) return null;
  const active = user.companies.find((company) => company.id === user.profile?.company_id);
  const switchTo = (companyId: number) => run(() => session.switchCompany(companyId), t('header.switchFailed'));

  const label = active ? active.name : t('header.noCompany');
  if (user.companies.length === 1) {
    return (
      <span className="mp-header__company" title={t('header.company')}>
        <Icon name="building" size={18} />
        <span className="mp-header__company-name">{label}</span>
      </span>
    );
  }
  return (
    <DropdownMenu
      label={t('header.switchCompany', { name: label })}
      trigger={
        <span className="mp-header__company">
          <Icon name="building" size={18} />
          <span className="mp-header__company-name">{switching ? t('app.loading') : label}</span>
        </span>
      }
      items={user.companies.map((company) => ({
        id: String(company.id),
        label: company.id === active?.id ? `✓ ${company.name}` : company.name,
        disabled: switching || company.id === active?.id,
        onSelect: () => void switchTo(company.id),
      }))}
    />
  );
}
