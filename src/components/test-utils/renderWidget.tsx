import { cleanup, render, within, type BoundFunctions, type queries, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import en from '../../../locales/en.json';
import { WidgetRootProvider } from '../root/WidgetRootProvider.tsx';

/** Where a widget test mounts: a plain page, or a shadow root as inside a custom element. */
export type WidgetHost = 'document' | 'shadow';
export const widgetHosts: WidgetHost[] = ['document', 'shadow'];

const hosts = new Set<HTMLElement>();
afterEach(() => {
  cleanup();
  hosts.forEach((host) => host.remove());
  hosts.clear();
});

/** An i18n instance with one language's texts: English unless another is given. */
export function createTestI18n(language = 'en', translation: object = en): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export interface RenderedWidget extends RenderResult {
  /** Queries scoped to the root the widget lives in (the document body or the shadow root). */
  view: BoundFunctions<typeof queries>;
  /** The node that holds the widget tree: `document` or the shadow root. */
  root: Document | ShadowRoot;
  rerenderWidget: (ui: ReactElement) => void;
}

/** Renders `ui` with i18n (fresh English by default) and widget-root providers, in the document or a shadow root. */
export function renderWidget(
  ui: ReactElement,
  where: WidgetHost = 'document',
  i18n: I18n = createTestI18n(),
): RenderedWidget {
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <WidgetRootProvider>{node}</WidgetRootProvider>
    </I18nextProvider>
  );
  const host = document.createElement('div');
  document.body.append(host);
  hosts.add(host);
  const root: Document | ShadowRoot = where === 'shadow' ? host.attachShadow({ mode: 'open' }) : document;
  const container = document.createElement('div');
  (where === 'shadow' ? root : host).appendChild(container);
  const result = render(wrap(ui), { container });
  const scope = where === 'shadow' ? (root as unknown as HTMLElement) : document.body;
  return { ...result, view: within(scope), root, rerenderWidget: (next) => result.rerender(wrap(next)) };
}
