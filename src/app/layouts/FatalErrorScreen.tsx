import type { i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { WidgetRootProvider } from '../../components/root/WidgetRootProvider.tsx';
import { useWidgetStyles } from '../../components/root/useWidgetStyles.ts';
import { DEFAULT_LOCALE } from '../../core/domain/index.ts';
import { shellTexts } from '../i18n/shellTexts.ts';
import { createElementI18n } from '../runtime/kit/createElementI18n.ts';
import shellCss from '../styles/shell.css?inline';
import { ErrorLayout } from './ErrorLayout.tsx';

export interface FatalErrorScreenProps {
  /** inside `<meter-portal>`: the element's frame instead of the whole page */
  embedded?: boolean;
}

/** English messages for the error layout; when even they cannot be fetched, an instance without messages. */
async function fatalI18n(): Promise<i18n> {
  try {
    return await createElementI18n(DEFAULT_LOCALE, [shellTexts]);
  } catch {
    return createElementI18n(DEFAULT_LOCALE, []);
  }
}

function FatalFrame({ embedded }: FatalErrorScreenProps) {
  useWidgetStyles('mp-shell', shellCss);
  return (
    <div className={embedded ? 'mp-app mp-app--embedded' : 'mp-app'} lang={DEFAULT_LOCALE}>
      <ErrorLayout />
    </div>
  );
}

/**
 * The error layout of a page or element whose shell could not start: its own language never loaded, so the
 * message is in English, styled with the shell's sheet in whichever root it renders in.
 */
export function FatalErrorScreen({ embedded = false }: FatalErrorScreenProps) {
  const [instance, setInstance] = useState<i18n | null>(null);
  useEffect(() => {
    void fatalI18n().then(setInstance);
  }, []);
  if (!instance) return null;
  return (
    <I18nextProvider i18n={instance}>
      <WidgetRootProvider>
        <FatalFrame embedded={embedded} />
      </WidgetRootProvider>
    </I18nextProvider>
  );
}
