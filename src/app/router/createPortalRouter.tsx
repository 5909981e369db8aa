import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type AnyRoute,
  type RouterHistory,
} from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { FeatureDefinition, FeatureRoute, LocaleTexts, RouteLayout } from '../../features/common/index.ts';
import { ErrorLayout } from '../layouts/ErrorLayout.tsx';
import { LoadingScreen } from '../layouts/LoadingScreen.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { RouteErrorScreen } from '../layouts/RouteErrorScreen.tsx';
import { firstScreenRoute } from './firstScreenRoute.ts';
import { guard, NO_PERMISSION_PATH, NOT_FOUND_PATH, type GuardRoute } from './guard.ts';
import { lazyScreen } from './lazyScreen.tsx';
import type { RouterContext } from './RouterContext.ts';
import './routeStaticData.ts';
// The profiles layout names its tabs with the profile's texts.
import profileTexts from 'virtual:locale-texts/profile';
import { parsePlainSearch, stringifyPlainSearch } from './plainSearch.ts';

/** Runs the guard for one route and carries out its decision as a router redirect. */
function guarded(route: GuardRoute | null) {
  return ({ location, context }: { location: { pathname: string; href: string }; context: RouterContext }) => {
    const decision = guard({
      pathname: location.pathname,
      href: location.href,
      route,
      user: context.services.session.getCurrent(),
    });
    if (decision.action === 'allow') return;
    const target = new URL(decision.to, 'http://portal.invalid');
    throw redirect({ to: target.pathname, search: Object.fromEntries(target.searchParams), replace: true });
  };
}

// Every layout is its own chunk: the language choice in the guest and user chrome brings the select widget
// and floating-ui, which the start-up path does not need.
const GuestLayout = lazyScreen('GuestLayout', () => import('../layouts/GuestLayout.tsx').then((m) => m.GuestLayout));
const UserLayout = lazyScreen('UserLayout', () => import('../layouts/UserLayout.tsx').then((m) => m.UserLayout));

/**
 * Starts loading the chunks of the screen a page opens with and of its layout while start-up still loads the
 * language and the session, so they arrive in one round instead of one after the other; the router picks them
 * up (a failure is its to report). Nothing when the guard will send the visitor elsewhere.
 */
export function preloadFirstScreen(features: readonly FeatureDefinition[], pathname: string, signedIn: boolean): void {
  const route = firstScreenRoute(features, pathname, signedIn);
  if (!route) return;
  route.load().catch(() => undefined);
  const layout = route.layout === 'guest' ? GuestLayout : route.layout === 'none' ? null : UserLayout;
  layout?.preload().catch(() => undefined);
}
const NotFoundScreen = lazyScreen('NotFoundScreen', () =>
  import('../screens/NotFoundScreen.tsx').then((m) => m.NotFoundScreen),
);

const NoPermissionScreen = lazyScreen('NoPermissionScreen', () =>
  import('../screens/NoPermissionScreen.tsx').then((m) => m.NoPermissionScreen),
);

export interface PortalRouterOptions {
  features: readonly FeatureDefinition[];
  context: RouterContext;
  history: RouterHistory;
  /** the page restores and resets window scrolling; an element leaves the host page's scrolling alone */
  scrollRestoration: boolean;
  /** loads texts in the portal's language (and the one it is switching to) */
  loadTexts: (texts: LocaleTexts) => Promise<void>;
}

/** The route table: the shell's layouts and fixed routes plus every registered feature's routes. */
export function createPortalRouter({ features, context, history, scrollRestoration, loadTexts }: PortalRouterOptions) {
  // A screen's chunk and its texts load together, so it never renders before its texts are there.
  const withTexts =
    (load: () => Promise<ComponentType>, texts: LocaleTexts | undefined) => (): Promise<ComponentType> =>
      texts ? Promise.all([load(), loadTexts(texts)]).then(([component]) => component) : load();
  const ProfilesLayout = lazyScreen(
    'ProfilesLayout',
    withTexts(() => import('../layouts/ProfilesLayout.tsx').then((m) => m.ProfilesLayout), profileTexts),
  );
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: RootLayout,
    beforeLoad: ({ context: routerContext }) => routerContext.restoreSession(),
    pendingComponent: LoadingScreen,
    errorComponent: ErrorLayout,
  });
  const guestLayout = createRoute({ getParentRoute: () => rootRoute, id: 'guest', component: GuestLayout });
  const userLayout = createRoute({ getParentRoute: () => rootRoute, id: 'user', component: UserLayout });
  const profilesLayout = createRoute({ getParentRoute: () => userLayout, id: 'profiles', component: ProfilesLayout });
  const parents: Record<RouteLayout, AnyRoute> = {
    guest: guestLayout,
    user: userLayout,
    profiles: profilesLayout,
    none: rootRoute,
  };

  const featureRoute = (feature: FeatureDefinition, route: FeatureRoute) =>
    createRoute({
      getParentRoute: () => parents[route.layout],
      path: route.path,
      component: lazyScreen(route.chunk, withTexts(route.load, feature.texts)),
      errorComponent: RouteErrorScreen,
      beforeLoad: guarded({
        access: route.access,
        permission: route.permission,
        staffOnly: route.staffOnly,
        service: route.service,
      }),
      staticData: { title: route.title },
    });
  const byLayout = (layout: RouteLayout) =>
    features.flatMap((feature) =>
      feature.routes.filter((route) => route.layout === layout).map((route) => featureRoute(feature, route)),
    );

  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: guarded(null) });
  const notFoundRoute = createRoute({
    getParentRoute: () => userLayout,
    path: NOT_FOUND_PATH,
    component: NotFoundScreen,
    beforeLoad: guarded({ access: 'auth' }),
    staticData: { title: 'notFound' },
  });
  const noPermissionRoute = createRoute({
    getParentRoute: () => userLayout,
    path: NO_PERMISSION_PATH,
    component: NoPermissionScreen,
    beforeLoad: guarded({ access: 'auth' }),
    staticData: { title: 'noPermission' },
  });
  // Anything no route claims: the guard sends it to /404 (or the own user page to /profile).
  const unknownRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', beforeLoad: guarded(null) });

  const routeTree = rootRoute.addChildren([
    indexRoute,
    guestLayout.addChildren(byLayout('guest')),
    userLayout.addChildren([
      ...byLayout('user'),
      profilesLayout.addChildren(byLayout('profiles')),
      notFoundRoute,
      noPermissionRoute,
    ]),
    ...byLayout('none'),
    unknownRoute,
  ]);

  return createRouter({
    routeTree,
    history,
    context,
    scrollRestoration,
    // plain values in the address bar (`?serial=21040010`), not the default JSON (`?serial=%2221040010%22`)
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    defaultPendingMs: 150,
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: RouteErrorScreen,
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
