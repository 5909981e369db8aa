import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { WidgetRootProvider } from '../../../components/root/WidgetRootProvider.tsx';
import { createTestI18n } from '../../../components/test-utils/renderWidget.tsx';
import type { Session } from '../../../core/auth/createSession.ts';
import type { HttpClient } from '../../../core/http/createHttpClient.ts';
import { PortalServicesContext, type PortalServices } from '../../common/index.ts';

afterEach(cleanup);

export interface ScreenOptions {
  /** the location to open, e.g. '/login?redirect=%2Fprofile' */
  at: string;
  /** the route path of the screen, e.g. '/users/$id/reset/$token' */
  path: string;
  session?: Partial<Session>;
  http?: Partial<HttpClient>;
}

/**
 * Renders one screen with fresh providers (English, a new QueryClient, a memory router) and recording
 * stand-ins for the session, http client and toasts. Any other path renders a marker with its location.
 */
export async function renderScreen(Screen: () => ReactNode, { at, path, session = {}, http = {} }: ScreenOptions) {
  const i18n = createTestI18n();
  const notify = vi.fn<PortalServices['notify']>();
  const services: PortalServices = {
    http: http as HttpClient,
    session: { getCurrent: () => null, subscribe: () => () => undefined, ...session } as Session,
    notify,
    setLocale: async () => undefined,
    storage: localStorage,
    features: ['SONICO', 'MEX'],
    embedded: false,
  };
  const rootRoute = createRootRoute();
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path, component: Screen });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: function Elsewhere() {
      return <p data-testid="elsewhere">{router.state.location.href}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
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
  await screen.findByRole('heading', { level: 1 });
  return { router, notify, services };
}
