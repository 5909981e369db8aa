import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, type DropdownMenuItem } from '../../components/menu/index.ts';
import { supportUrl } from '../../core/domain/supportLinks.ts';
import { useCurrentUser } from '../../features/common/useCurrentUser.ts';
import { useLocale } from '../../features/common/useLocale.ts';
import { usePortalServices } from '../../features/common/usePortalServices.ts';
import { useShell } from '../runtime/ShellContext.ts';
import { deferredComponent } from './deferredComponent.tsx';
import { Icon } from './icons.tsx';

// Only staff ever open it: its chunk loads when they choose the entry.
const ImpersonateDialog = deferredComponent('ImpersonateDialog', () =>
  import('./ImpersonateDialog.tsx').then((m) => m.ImpersonateDialog),
);

/** The user's menu: profile, settings, (staff) impersonate a user, the support page, and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notify } = usePortalServices();
  const user = useCurrentUser();
  const locale = useLocale();
  const { config } = useShell();
  const [impersonating, setImpersonating] = useState(false);
  if (!user) return null;
  const items: DropdownMenuItem[] = [
    {
      id: 'profile',
      label: t('titles.profile'),
      icon: <Icon name="profile" size={16} />,
      onSelect: () => void navigate({ to: '/profile' }),
    },
    {
      id: 'settings',
      label: t('titles.settings'),
      icon: <Icon name="settings" size={16} />,
      onSelect: () => void navigate({ to: '/settings' }),
    },
  ];
  // Only staff may impersonate; while impersonating, the banner's Stop leads back first.
  if (user.is_admin && !user.original_user) {
    items.push({
      id: 'impersonate',
      label: t('impersonate.open'),
      icon: <Icon name="mask" size={16} />,
      onSelect: () =>
        void ImpersonateDialog.preload().then(
          () => setImpersonating(true),
          () => notify(t('app.genericError'), { kind: 'error' }),
        ),
    });
  }
  items.push({
    id: 'support',
    label: t('header.support'),
    icon: <Icon name="help" size={16} />,
    // a tab of its own, so the portal (and whatever the user was doing in it) stays open
    onSelect: () => void window.open(supportUrl(locale, config.supportUrl), '_blank', 'noopener'),
  });
  items.push({
    id: 'logout',
    label: t('header.logout'),
    icon: <Icon name="logout" size={16} />,
    onSelect: () => void navigate({ to: '/logout' }),
  });
  return (
    <>
      <DropdownMenu
        trigger={
          <span className="mp-header__user">
            <span className="mp-avatar" aria-hidden="true">
              {initials(user.name || user.email)}
            </span>
            <span className="mp-header__user-text">
              <span className="mp-header__user-name">{user.name}</span>
              <span className="mp-header__user-role">{t(`roles.${roleKey(user)}`)}</span>
            </span>
            {/* The visible name and role stay the start of the accessible name, as speech input expects. */}
            <span className="mp-visually-hidden">{t('header.userMenu')}</span>
          </span>
        }
        items={items}
      />
      {impersonating ? <ImpersonateDialog onClose={() => setImpersonating(false)} /> : null}
    </>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function roleKey(user: { is_admin: boolean; role: string }): 'staff' | 'company_admin' | 'basic' {
  if (user.is_admin) return 'staff';
  return user.role === 'company_admin' ? 'company_admin' : 'basic';
}
