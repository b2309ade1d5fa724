import type { Permission } from '@salespulse/contract/permissions';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { setAuthFailureHandler } from '@/shared/api/http';
import type { RouteHandle } from '@/shared/lib/use-route-title';
import { clearSession } from '@/shared/session/clear-session';
import { PageLoader } from '@/shared/ui/spinner';
import { loadCatalogue } from '@/shared/i18n/catalogue';
import { RequireAuth, RequireProject } from './guards';
import type { RequiredSetting } from './require-permission';
import { RootLayout } from './root-layout';

type RouteModule = { default: ComponentType };

/**
 * A permission guard as a lazy route element, so its code loads only with the routes it guards;
 * with a layout (an area's heading and tabs), the guard shows it around the child routes.
 */
function guarded(permission: Permission, setting?: RequiredSetting, layout?: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: () =>
      Promise.all([import('./require-permission'), layout?.()]).then(([{ RequirePermission }, module]) => ({
        element: (
          <RequirePermission permission={permission} setting={setting}>
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
  { path: 'login', lazy: () => import('@/features/auth/routes/login').then(asRoute) },
  { path: 'registration', lazy: () => import('@/features/auth/routes/registration').then(asRoute) },
  { path: 'reset-password', lazy: () => import('@/features/auth/routes/reset-password').then(asRoute) },
  { path: 'email-sent', lazy: () => import('@/features/auth/routes/email-sent').then(asRoute) },
  {
    path: 'reset-password/:resetPasswordToken',
    lazy: () => import('@/features/auth/routes/new-password').then(asRoute),
  },
];

const distributionRoutes: RouteObject = {
  path: 'distribution',
  ...guarded('distribution.access'),
  handle: { titleKey: 'titles.distribution' } satisfies RouteHandle,
  children: [
    {
      index: true,
      handle: { titleKey: 'titles.distribution' } satisfies RouteHandle,
      lazy: () => import('@/features/distribution/routes/overview').then(asRoute),
    },
    {
      path: 'products',
      handle: { titleKey: 'titles.distributionProducts' } satisfies RouteHandle,
      lazy: () => import('@/features/distribution/routes/products').then(asRoute),
    },
    {
      path: 'history',
      handle: { titleKey: 'titles.distributionHistory' } satisfies RouteHandle,
      lazy: () => import('@/features/distribution/routes/history').then(asRoute),
    },
    {
      path: 'create',
      handle: { titleKey: 'titles.distributionCreate' } satisfies RouteHandle,
      lazy: () => import('@/features/distribution/routes/create-distribution').then(asRoute),
    },
    {
      path: ':distributionId',
      handle: { titleKey: 'titles.distributionEdit' } satisfies RouteHandle,
      lazy: () => import('@/features/distribution/routes/edit-distribution').then(asRoute),
    },
  ],
};

const giftShopRoutes: RouteObject = {
  path: 'gift-shop',
  ...guarded('project.access', { name: 'gift_shop_enabled', value: '1' }, () => import('@/features/gift-shop/routes/gift-shop-layout')),
  handle: { titleKey: 'titles.giftShop' } satisfies RouteHandle,
  children: [
    {
      index: true,
      handle: { titleKey: 'titles.giftShop' } satisfies RouteHandle,
      lazy: () => import('@/features/gift-shop/routes/shop').then(asRoute),
    },
    {
      path: 'catalogue',
      handle: { titleKey: 'titles.giftCatalogue' } satisfies RouteHandle,
      lazy: () => import('@/features/gift-shop/routes/catalogue').then(asRoute),
    },
    {
      path: 'archive',
      ...guarded('gifts.edit'),
      children: [
        {
          index: true,
          handle: { titleKey: 'titles.giftArchive' } satisfies RouteHandle,
          lazy: () => import('@/features/gift-shop/routes/archive').then(asRoute),
        },
      ],
    },
    {
      path: 'history',
      handle: { titleKey: 'titles.giftHistory' } satisfies RouteHandle,
      lazy: () => import('@/features/gift-shop/routes/history').then(asRoute),
    },
    {
      path: 'points',
      handle: { titleKey: 'titles.giftPoints' } satisfies RouteHandle,
      lazy: () => import('@/features/points/routes/points').then(asRoute),
    },
  ],
};

const settingsRoutes: RouteObject = {
  path: 'settings',
  ...guarded('project.settings'),
  handle: { titleKey: 'titles.projectSettings' } satisfies RouteHandle,
  children: [
    { index: true, element: <Navigate to="/settings/main" replace /> },
    {
      path: 'main',
      // /settings lands here, and its title is the area's (spec section 2): "Project settings".
      handle: { titleKey: 'titles.projectSettings' } satisfies RouteHandle,
      lazy: () => import('@/features/settings/routes/general-settings').then(asRoute),
    },
    {
      path: 'employees',
      handle: { titleKey: 'titles.employees' } satisfies RouteHandle,
      lazy: () => import('@/features/settings/routes/employees').then(asRoute),
    },
    {
      path: 'data-provider',
      handle: { titleKey: 'titles.dataProviders' } satisfies RouteHandle,
      children: [
        { index: true, lazy: () => import('@/features/data-providers/routes/data-providers').then(asRoute) },
        {
          path: 'create',
          handle: { titleKey: 'data-providers:titles.create' } satisfies RouteHandle,
          lazy: () => import('@/features/data-providers/routes/create-data-provider').then(asRoute),
        },
        {
          path: ':dataProviderId',
          handle: { titleKey: 'data-providers:titles.edit' } satisfies RouteHandle,
          lazy: () => import('@/features/data-providers/routes/edit-data-provider').then(asRoute),
        },
      ],
    },
    {
      path: 'data-settings',
      handle: { titleKey: 'titles.mapping' } satisfies RouteHandle,
      lazy: () => import('@/features/mapping/routes/mapping').then(asRoute),
    },
    {
      path: 'subscription',
      handle: { titleKey: 'titles.subscription' } satisfies RouteHandle,
      lazy: () => import('@/features/billing/routes/subscription').then(asRoute),
    },
    {
      path: 'definitions',
      handle: { titleKey: 'titles.definitions' } satisfies RouteHandle,
      lazy: () => import('@/features/definitions/routes/definitions').then(asRoute),
    },
    {
      path: 'product',
      handle: { titleKey: 'titles.products' } satisfies RouteHandle,
      lazy: () => import('@/features/products/routes/products').then(asRoute),
    },
    {
      path: 'distribution-settings',
      handle: { titleKey: 'titles.distributionSettings' } satisfies RouteHandle,
      lazy: () => import('@/features/distribution/routes/distribution-settings').then(asRoute),
    },
    {
      path: 'custom-board',
      handle: { titleKey: 'titles.customBoards' } satisfies RouteHandle,
      children: [
        { index: true, lazy: () => import('@/features/dashboards/routes/custom-boards').then(asRoute) },
        {
          path: 'create',
          handle: { titleKey: 'titles.customBoardCreate' } satisfies RouteHandle,
          lazy: () => import('@/features/dashboards/routes/board-editor').then(asRoute),
        },
        {
          path: ':dashboardId',
          handle: { titleKey: 'titles.customBoardEdit' } satisfies RouteHandle,
          lazy: () => import('@/features/dashboards/routes/board-editor').then(asRoute),
        },
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
        path: 'sales-pulse',
        handle: { titleKey: 'titles.pulse' } satisfies RouteHandle,
        // Requests start alongside the screen's code; a date or sort change needs no new start.
        loader: (args) => import('@/features/pulse/api/prefetch-pulse').then(({ prefetchPulse }) => prefetchPulse(args)),
        shouldRevalidate: () => false,
        lazy: () => import('@/features/pulse/routes/pulse').then(asRoute),
      },
      {
        path: 'call-board',
        handle: { titleKey: 'titles.callBoard' } satisfies RouteHandle,
        lazy: () => import('@/features/calls-board/routes/calls-board').then(asRoute),
      },
      {
        path: 'managers',
        handle: { titleKey: 'titles.managers' } satisfies RouteHandle,
        lazy: () => import('@/features/managers/routes/managers').then(asRoute),
      },
      {
        path: 'lead-processing',
        handle: { titleKey: 'titles.leadProcessing' } satisfies RouteHandle,
        lazy: () => import('@/features/lead-processing/routes/lead-processing').then(asRoute),
      },
      distributionRoutes,
      giftShopRoutes,
      {
        path: 'dashboard/:dashboardId',
        handle: { titleKey: 'titles.dashboard' } satisfies RouteHandle,
        lazy: () => import('@/features/dashboards/routes/dashboard').then(asRoute),
      },
      settingsRoutes,
      // Spec section 2: Personal settings is a page of the main layout, so it needs a selected project.
      {
        path: 'user-profile',
        handle: { titleKey: 'titles.userProfile' } satisfies RouteHandle,
        lazy: () => import('@/features/profile/routes/user-profile').then(asRoute),
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorPage standalone />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to="/sales-pulse" replace /> },
      // Kept apart from every layout so the login screen loads no shell or analytics code.
      { path: 'auth', children: authRoutes },
      {
        loader: loadStrings,
        shouldRevalidate: () => false,
        lazy: () => import('./layout/standalone-layout').then(asRoute),
        children: [
          {
            path: 'data-providers/oauth/callback',
            handle: { titleKey: 'titles.oauthCallback' } satisfies RouteHandle,
            lazy: () => import('@/features/data-providers/routes/oauth-callback').then(asRoute),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: 'select-project',
                handle: { titleKey: 'titles.selectProject' } satisfies RouteHandle,
                lazy: () => import('@/features/projects/routes/select-project').then(asRoute),
              },
              {
                path: 'create-project',
                handle: { titleKey: 'titles.createProject' } satisfies RouteHandle,
                lazy: () => import('@/features/projects/routes/create-project').then(asRoute),
              },
              {
                path: 'invite/:inviteId',
                handle: { titleKey: 'titles.invite' } satisfies RouteHandle,
                lazy: () => import('@/features/invitations/routes/invitation').then(asRoute),
              },
              {
                path: 'payment-success',
                handle: { titleKey: 'titles.paymentSuccess' } satisfies RouteHandle,
                lazy: () => import('@/features/billing/routes/payment-success').then(asRoute),
              },
              {
                path: 'project-deleted',
                handle: { titleKey: 'titles.projectDeleted' } satisfies RouteHandle,
                lazy: () => import('@/features/projects/routes/project-deleted').then(asRoute),
              },
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
                path: 'sales-pulse/tv',
                errorElement: <RouteErrorPage standalone />,
                handle: { titleKey: 'titles.pulse' } satisfies RouteHandle,
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
    if (pathname.startsWith('/auth/')) return;
    void router.navigate('/auth/login', { replace: true, state: { from: `${pathname}${search}` } });
  });
  return router;
}
