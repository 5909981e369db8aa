import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/common/useCurrentUser.ts';
import { buildMenu } from '../menu/buildMenu.ts';
import { useMenuEntries } from '../menu/useMenuEntries.ts';
import { sideMenuOpenAtom } from '../state/shellAtoms.ts';
import { Brand } from './Brand.tsx';
import { Icon } from './icons.tsx';

/** The side menu: sections in the spec's order, entries the user may open, each with icon and group. */
export function SideMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const setOpen = useSetAtom(sideMenuOpenAtom);
  const sections = buildMenu(useMenuEntries(), user);
  return (
    <nav className="mp-side-menu" aria-label={t('menu.label')}>
      <div className="mp-side-menu__brand">
        <Brand />
      </div>
      {sections.map(({ section, entries }) => (
        <div key={section} className="mp-side-menu__section">
          <h2 className="mp-side-menu__heading" id={`mp-menu-${section}`}>
            {t(`menu.sections.${section}`)}
          </h2>
          <ul className="mp-side-menu__list" aria-labelledby={`mp-menu-${section}`}>
            {entries.map((entry) => (
              <li key={entry.to} data-group={entry.group}>
                <Link
                  to={entry.to}
                  className="mp-side-menu__link"
                  activeProps={{ className: 'mp-side-menu__link mp-side-menu__link--active', 'aria-current': 'page' }}
                  onClick={() => setOpen(false)}
                >
                  <Icon name={entry.icon} />
                  <span>{t(`menu.entries.${entry.label}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
