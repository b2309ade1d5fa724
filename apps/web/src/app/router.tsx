import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { setAuthFailureHandler } from '@/shared/api/http';
import type { RouteHandle } from '@/shared/lib/use-route-title';
import { paths } from '@/shared/routes/paths';
import { routeTable, type RouteEntry, type RouteName } from '@/shared/routes/route-table';
import { clearSession } from '@/shared/session/clear-session';
import { PageLoader } from '@/shared/ui/spinner';
import { loadCatalogue } from '@/shared/i18n/catalogue';
import { RequireAuth, RequireProject } from './guards';
import { RootLayout } from './root-layout';

type RouteModule = { default: ComponentType };

/** A route of the table: its path and, if it names one, its page title. */
function route(name: RouteName): { path: string; handle?: RouteHandle } {
  const entry: RouteEntry = routeTable[name];
  return { path: entry.pattern, ...titleOf(name) };
}

/** The page title of a table route, for its index child (the same URL). */
function titleOf(name: RouteName): { handle?: RouteHandle } {
  const { titleKey }: RouteEntry = routeTable[name];
  return titleKey ? { handle: { titleKey } satisfies RouteHandle } : {};
}

/**
 * The route's gate as a lazy route element, so its code loads only with the routes it guards;
 * with a layout (an area's heading and tabs), the guard shows it around the child routes.
 */
function guarded(name: RouteName, layout?: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  const { gate }: RouteEntry = routeTable[name];
  if (!gate) throw new Error(`The route table gives ${name} no gate`);
  return {
    lazy: () =>
      Promise.all([import('./require-permission'), layout?.()]).then(([{ RequirePermission }, module]) => ({
        element: (
          <RequirePermission permission={gate.permission} setting={gate.setting}>
            {module ? <module.default /> : undefined}
          </RequirePermission>
        ),
      })),
  };
}

/**
 * Past the sign-in screens every feature's strings are needed; they load once, here, and never
 * need revalidating (a search-param change must not wait on them).
 */
const loadStrings = () => loadCatalogue().then(() => null);

function asRoute(module: RouteModule) {
  return { Component: module.default };
}

const authRoutes: RouteObject[] = [
  { ...route('login'), lazy: () => import('@/features/auth/routes/login').then(asRoute) },
  { ...route('registration'), lazy: () => import('@/features/auth/routes/registration').then(asRoute) },
  { ...route('resetPassword'), lazy: () => import('@/features/auth/routes/reset-password').then(asRoute) },
  { ...route('emailSent'), lazy: () => import('@/features/auth/routes/email-sent').then(asRoute) },
  { ...route('newPassword'), lazy: () => import('@/features/auth/routes/new-password').then(asRoute) },
];

const distributionRoutes: RouteObject = {
  ...route('distribution'),
  ...guarded('distribution'),
  children: [
    { index: true, ...titleOf('distribution'), lazy: () => import('@/features/distribution/routes/overview').then(asRoute) },
    { ...route('distributionProducts'), lazy: () => import('@/features/distribution/routes/products').then(asRoute) },
    { ...route('distributionHistory'), lazy: () => import('@/features/distribution/routes/history').then(asRoute) },
    { ...route('distributionCreate'), lazy: () => import('@/features/distribution/routes/create-distribution').then(asRoute) },
    { ...route('distributionEdit'), lazy: () => import('@/features/distribution/routes/edit-distribution').then(asRoute) },
  ],
};

const giftShopRoutes: RouteObject = {
  ...route('giftShop'),
  ...guarded('giftShop', () => import('@/features/gift-shop/routes/gift-shop-layout')),
  children: [
    { index: true, ...titleOf('giftShop'), lazy: () => import('@/features/gift-shop/routes/shop').then(asRoute) },
    { ...route('giftCatalogue'), lazy: () => import('@/features/gift-shop/routes/catalogue').then(asRoute) },
    {
      path: routeTable.giftArchive.pattern,
      ...guarded('giftArchive'),
      children: [{ index: true, ...titleOf('giftArchive'), lazy: () => import('@/features/gift-shop/routes/archive').then(asRoute) }],
    },
    { ...route('giftHistory'), lazy: () => import('@/features/gift-shop/routes/history').then(asRoute) },
    { ...route('giftPoints'), lazy: () => import('@/features/points/routes/points').then(asRoute) },
  ],
};

const settingsRoutes: RouteObject = {
  ...route('settings'),
  ...guarded('settings'),
  children: [
    { index: true, element: <Navigate to={paths.generalSettings} replace /> },
    { ...route('generalSettings'), lazy: () => import('@/features/settings/routes/general-settings').then(asRoute) },
    { ...route('employees'), lazy: () => import('@/features/settings/routes/employees').then(asRoute) },
    { ...route('teams'), lazy: () => import('@/features/teams/routes/teams').then(asRoute) },
    { ...route('goals'), lazy: () => import('@/features/goals/routes/goals').then(asRoute) },
    {
      ...route('dataProviders'),
      children: [
        { index: true, lazy: () => import('@/features/data-providers/routes/data-providers').then(asRoute) },
        { ...route('dataProviderCreate'), lazy: () => import('@/features/data-providers/routes/create-data-provider').then(asRoute) },
        { ...route('dataProviderEdit'), lazy: () => import('@/features/data-providers/routes/edit-data-provider').then(asRoute) },
      ],
    },
    { ...route('mapping'), lazy: () => import('@/features/mapping/routes/mapping').then(asRoute) },
    { ...route('subscription'), lazy: () => import('@/features/billing/routes/subscription').then(asRoute) },
    { ...route('definitions'), lazy: () => import('@/features/definitions/routes/definitions').then(asRoute) },
    { ...route('products'), lazy: () => import('@/features/products/routes/products').then(asRoute) },
    { ...route('distributionSettings'), lazy: () => import('@/features/distribution/routes/distribution-settings').then(asRoute) },
    {
      ...route('customBoards'),
      children: [
        { index: true, lazy: () => import('@/features/dashboards/routes/custom-boards').then(asRoute) },
        { ...route('customBoardCreate'), lazy: () => import('@/features/dashboards/routes/board-editor').then(asRoute) },
        { ...route('customBoardEdit'), lazy: () => import('@/features/dashboards/routes/board-editor').then(asRoute) },
      ],
    },
  ],
};

// Screens of a selected project, inside the main layout. The pathless route with its own
// errorElement keeps the sidebar on screen when a page fails (403, 404 from the API, ...).
const projectRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        ...route('pulse'),
        // Requests start alongside the screen's code; a date or sort change needs no new start.
        loader: (args) => import('@/features/pulse/api/prefetch-pulse').then(({ prefetchPulse }) => prefetchPulse(args)),
        shouldRevalidate: () => false,
        lazy: () => import('@/features/pulse/routes/pulse').then(asRoute),
      },
      { ...route('callBoard'), lazy: () => import('@/features/calls-board/routes/calls-board').then(asRoute) },
      { ...route('managers'), lazy: () => import('@/features/managers/routes/managers').then(asRoute) },
      { ...route('leadProcessing'), lazy: () => import('@/features/lead-processing/routes/lead-processing').then(asRoute) },
      distributionRoutes,
      giftShopRoutes,
      { ...route('dashboard'), lazy: () => import('@/features/dashboards/routes/dashboard').then(asRoute) },
      settingsRoutes,
      { ...route('userProfile'), lazy: () => import('@/features/profile/routes/user-profile').then(asRoute) },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorPage standalone />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to={paths.pulse} replace /> },
      // Kept apart from every layout so the login screen loads no shell or analytics code.
      { ...route('auth'), children: authRoutes },
      {
        loader: loadStrings,
        shouldRevalidate: () => false,
        lazy: () => import('./layout/standalone-layout').then(asRoute),
        children: [
          { ...route('oauthCallback'), lazy: () => import('@/features/data-providers/routes/oauth-callback').then(asRoute) },
          {
            Component: RequireAuth,
            children: [
              { ...route('selectProject'), lazy: () => import('@/features/projects/routes/select-project').then(asRoute) },
              { ...route('createProject'), lazy: () => import('@/features/projects/routes/create-project').then(asRoute) },
              { ...route('invite'), lazy: () => import('@/features/invitations/routes/invitation').then(asRoute) },
              { ...route('paymentSuccess'), lazy: () => import('@/features/billing/routes/payment-success').then(asRoute) },
              { ...route('projectDeleted'), lazy: () => import('@/features/projects/routes/project-deleted').then(asRoute) },
            ],
          },
        ],
      },
      {
        loader: loadStrings,
        shouldRevalidate: () => false,
        Component: RequireAuth,
        children: [
          {
            Component: RequireProject,
            children: [
              { lazy: () => import('./layout/main-layout').then(asRoute), children: projectRoutes },
              // The wall-screen board fills the screen: no sidebar, no header.
              {
                ...route('pulseTv'),
                errorElement: <RouteErrorPage standalone />,
                lazy: () => import('@/features/pulse/routes/pulse-tv').then(asRoute),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('@/features/errors/not-found-page').then(asRoute) },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setAuthFailureHandler(() => {
    const { pathname, search } = router.state.location;
    clearSession();
    if (pathname.startsWith(`${paths.auth}/`)) return;
    void router.navigate(paths.login, { replace: true, state: { from: `${pathname}${search}` } });
  });
  return router;
}
