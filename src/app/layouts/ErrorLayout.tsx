import { useTranslation } from 'react-i18next';
import { PRODUCT } from '../../core/domain/index.ts';
import { ReloadButton } from './ReloadButton.tsx';

/** The error layout of spec section 2: shown when the shell cannot load. */
export function ErrorLayout() {
  const { t } = useTranslation();
  return (
    <main className="mp-error-layout" role="alert">
      <div className="mp-error-layout__card">
        <p className="mp-brand mp-brand--center">{PRODUCT.name}</p>
        <h1 className="mp-error-layout__title">{t('app.fatalError')}</h1>
        <ReloadButton />
      </div>
    </main>
  );
}
