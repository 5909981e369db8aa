import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '../../core/domain/index.ts';
import { useShell } from '../runtime/ShellContext.ts';
import { documentTitle } from './documentTitle.ts';

/** The screen title of the deepest matched route, translated. */
export function useScreenTitle(): string | null {
  const { t } = useTranslation();
  const key = useRouterState({
    select: (state) => state.matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  return key ? t(`titles.${key}`) : null;
}

/**
 * Writes "<screen title> - <product name>" after each navigation and language change — on the standalone
 * page always, in an element only when the host asked for it with `set-title`.
 */
export function useDocumentTitle(): void {
  const { config } = useShell();
  const title = useScreenTitle();
  useEffect(() => {
    if (config.setTitle) document.title = documentTitle(title, PRODUCT.name);
  }, [config.setTitle, title]);
}
