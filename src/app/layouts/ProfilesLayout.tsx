import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The profiles layout: the user's own pages (profile, settings) under one tab bar. */
export function ProfilesLayout() {
  const { t } = useTranslation();
  const tabs = [
    { to: '/profile', label: t('titles.profile') },
    { to: '/settings', label: t('titles.settings') },
  ] as const;
  return (
    <div className="mp-profiles">
      <nav className="mp-tabs" aria-label={t('profile.tabsLabel')}>
        {tabs.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            className="mp-tabs__tab"
            activeProps={{ className: 'mp-tabs__tab mp-tabs__tab--active', 'aria-current': 'page' }}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
