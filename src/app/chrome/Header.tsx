import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { TasksButton } from '../../features/tasks/index.ts';
import { useScreenTitle } from '../router/useDocumentTitle.ts';
import { sideMenuOpenAtom } from '../state/shellAtoms.ts';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import { Icon } from './icons.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The top bar: menu toggle on narrow screens, screen title, company profile, language and user menu. */
export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useAtom(sideMenuOpenAtom);
  const title = useScreenTitle();
  return (
    <header className="mp-header">
      <button
        type="button"
        className="mp-button mp-button--icon mp-header__menu-toggle"
        aria-label={t('header.toggleMenu')}
        aria-expanded={menuOpen}
        aria-controls="mp-side-menu"
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <Icon name="menu" />
      </button>
      <span className="mp-header__title">{title}</span>
      <div className="mp-header__actions">
        <TasksButton />
        <CompanySwitcher />
        <LanguageSwitcher />
        <UserMenu />
      </div>
    </header>
  );
}
