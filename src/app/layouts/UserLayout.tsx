import { Outlet, useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '../../core/domain/index.ts';
import { Header } from '../chrome/Header.tsx';
import { ImpersonationBanner } from '../chrome/ImpersonationBanner.tsx';
import { SideMenu } from '../chrome/SideMenu.tsx';
import { useShell } from '../runtime/ShellContext.ts';
import { sideMenuOpenAtom } from '../state/shellAtoms.ts';

/** The first control of the first row of the screen's grid, else the grid's scroll box. */
function focusFirstRow(main: HTMLElement | null) {
  const grid = main?.querySelector('.mp-data-grid');
  const row = grid?.querySelector('tbody tr');
  const control = row?.querySelector<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]',
  );
  (control ?? grid?.querySelector<HTMLElement>('.mp-data-grid__scroll'))?.focus();
}

/** Signed-in screens: side menu, impersonation banner, header, the screen and the version. */
export function UserLayout() {
  const { t } = useTranslation();
  const { config } = useShell();
  const [menuOpen, setMenuOpen] = useAtom(sideMenuOpenAtom);
  const main = useRef<HTMLElement>(null);
  const location = useRouterState({ select: (state) => state.location });

  // The page's router restores window scrolling itself; inside an element the screen area starts at the top.
  useEffect(() => {
    if (config.embedded && !location.hash) main.current?.scrollTo?.({ top: 0 });
  }, [config.embedded, location.pathname, location.hash]);

  // A screen opened from the menu takes the focus, so the next Tab starts in it, not in the rest of the menu.
  useEffect(() => {
    if (document.activeElement?.closest('#mp-side-menu')) main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <div className={menuOpen ? 'mp-shell mp-shell--menu-open' : 'mp-shell'}>
      <button type="button" className="mp-skip-link" onClick={() => main.current?.focus()}>
        {t('app.skipToContent')}
      </button>
      <div id="mp-side-menu" className="mp-shell__menu">
        <SideMenu />
      </div>
      {menuOpen ? <div className="mp-shell__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
      <div className="mp-shell__body">
        <ImpersonationBanner />
        <Header />
        <main className="mp-shell__main" ref={main} tabIndex={-1}>
          {/* shown on a screen with a grid only (shell.css) */}
          <button
            type="button"
            className="mp-skip-link mp-skip-link--table"
            onClick={() => focusFirstRow(main.current)}
          >
            {t('app.skipToTable')}
          </button>
          <Outlet />
        </main>
        <footer className="mp-shell__footer">
          <span>{PRODUCT.name}</span>
          <span>{PRODUCT.motto}</span>
          <span>{t('app.version', { version: PRODUCT.version })}</span>
        </footer>
      </div>
    </div>
  );
}
