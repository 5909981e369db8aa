import { useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/app/i18n/createI18n.ts';
import { ErrorLayout } from '../src/app/layouts/ErrorLayout.tsx';

/** The error layout in English when the element could not start (its language never loaded). */
export function ElementFailure() {
  const [instance, setInstance] = useState<i18n | null>(null);
  useEffect(() => {
    void createI18n('en').then(setInstance);
  }, []);
  if (!instance) return null;
  return (
    <I18nextProvider i18n={instance}>
      <ErrorLayout />
    </I18nextProvider>
  );
}
