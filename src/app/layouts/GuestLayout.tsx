import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '../../core/domain/index.ts';
import { Brand } from '../chrome/Brand.tsx';
import { LanguageSwitcher } from '../chrome/LanguageSwitcher.tsx';

/** Sign-in flows: the brand, one centred card and the language choice. */
export function GuestLayout() {
  const { t } = useTranslation();
  return (
    <div className="mp-guest">
      <header className="mp-guest__top">
        <LanguageSwitcher />
      </header>
      <main className="mp-guest__main">
        <div className="mp-guest__card">
          <Brand withMotto />
          <Outlet />
        </div>
      </main>
      <footer className="mp-guest__footer">{t('app.version', { version: PRODUCT.version })}</footer>
    </div>
  );
}
