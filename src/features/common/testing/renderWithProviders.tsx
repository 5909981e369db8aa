import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { WidgetRootProvider } from '../../../components/root/WidgetRootProvider.tsx';
import { createTestI18n } from '../../../components/test-utils/renderWidget.tsx';
import type { Session } from '../../../core/auth/createSession.ts';
import type { HttpClient } from '../../../core/http/createHttpClient.ts';
import { PortalServicesContext, type PortalServices } from '../PortalServices.ts';

afterEach(cleanup);

export interface RenderWithProvidersOptions {
  /** the location to open, e.g. '/login?redirect=%2Fprofile'; '/' by default */
  at?: string;
  /** the route path the UI answers, e.g. '/users/$id/reset/$token'; the path of `at` by default */
  path?: string;
  session?: Partial<Session>;
  http?: Partial<HttpClient>;
  /** local storage by default */
  storage?: Storage;
}

/**
 * The one render helper of feature tests: renders `Ui` with fresh providers (English, a new QueryClient, the
 * widget root, a memory router) and recording stand-ins for the session, http client, toasts and language
 * switch. Any location other than `path` renders a marker with its href (test id `elsewhere`).
 */
export async function renderWithProviders(Ui: () => ReactNode, options: RenderWithProvidersOptions = {}) {
  const { at = '/', session = {}, http = {}, storage = localStorage } = options;
  const path = options.path ?? new URL(at, 'http://test.invalid').pathname;
  const i18n = createTestI18n();
  const services: PortalServices = {
    http: http as HttpClient,
    session: { getCurrent: () => null, subscribe: () => () => undefined, ...session } as Session,
    notify: vi.fn<PortalServices['notify']>(),
    setLocale: vi.fn<PortalServices['setLocale']>(async () => undefined),
    storage,
    features: ['SONICO', 'MEX'],
    embedded: false,
  };
  const rootRoute = createRootRoute();
  const uiRoute = createRoute({ getParentRoute: () => rootRoute, path, component: Ui });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: function Elsewhere() {
      return <p data-testid="elsewhere">{router.state.location.href}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([uiRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  // Resolved before the first render, so the UI is on screen when this returns.
  await router.load();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <PortalServicesContext value={services}>
          <WidgetRootProvider>
            <RouterProvider router={router} />
          </WidgetRootProvider>
        </PortalServicesContext>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, services, notify: vi.mocked(services.notify), setLocale: vi.mocked(services.setLocale) };
}
