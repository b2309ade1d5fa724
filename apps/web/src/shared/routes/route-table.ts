import type { Permission } from '@salespulse/contract/permissions';

/** A project setting that must hold this value for the route to open (spec section 6: the gift shop). */
export type RequiredSetting = { name: string; value: string };

/** Who may open a route: a permission of the role, and a project setting value if named. */
export type RouteGate = { permission: Permission; setting?: RequiredSetting };

export type NavGroup = 'menu' | 'settings';

/**
 * An icon by name: the app's layout maps each name to its component, so this table (which the
 * router and the login screen load) carries no sidebar code.
 */
export type NavIconName =
  | 'pulse'
  | 'phone'
  | 'users'
  | 'team'
  | 'timer'
  | 'shuffle'
  | 'gift'
  | 'settings'
  | 'plug'
  | 'mapping'
  | 'card'
  | 'book'
  | 'box'
  | 'sliders'
  | 'layout'
  | 'target';

export type NavEntry = {
  group: NavGroup;
  /** Position in its group, ascending. */
  order: number;
  /** i18n key (namespace common) of the label. */
  labelKey: string;
  icon: NavIconName;
  /** i18n key (namespace common) of what the item's dot means, for screen readers and the tooltip. */
  indicatorLabelKey?: string;
};

export type RouteEntry = {
  /** The absolute path pattern, as react-router reads it (`:name` for a parameter). */
  pattern: string;
  /** i18n key (namespace common unless prefixed) of the page title. */
  titleKey?: string;
  /** Guards this route and every route under its pattern. */
  gate?: RouteGate;
  nav?: NavEntry;
};

/**
 * Every URL of the app, once. The router (app/router.tsx) gives each its screen, the sidebar shows
 * the ones with `nav`, and `paths` (./paths.ts) builds links to them; none lists URLs of its own.
 */
export const routeTable = {
  // The sign-in screens' area: no screen of its own, kept apart from every layout.
  auth: { pattern: '/auth' },
  login: { pattern: '/auth/login' },
  registration: { pattern: '/auth/registration' },
  resetPassword: { pattern: '/auth/reset-password' },
  emailSent: { pattern: '/auth/email-sent' },
  newPassword: { pattern: '/auth/reset-password/:resetPasswordToken' },

  oauthCallback: { pattern: '/data-providers/oauth/callback', titleKey: 'titles.oauthCallback' },
  selectProject: { pattern: '/select-project', titleKey: 'titles.selectProject' },
  createProject: { pattern: '/create-project', titleKey: 'titles.createProject' },
  invite: { pattern: '/invite/:inviteId', titleKey: 'titles.invite' },
  paymentSuccess: { pattern: '/payment-success', titleKey: 'titles.paymentSuccess' },
  projectDeleted: { pattern: '/project-deleted', titleKey: 'titles.projectDeleted' },

  pulse: {
    pattern: '/sales-pulse',
    titleKey: 'titles.pulse',
    nav: { group: 'menu', order: 1, labelKey: 'nav.items.pulse', icon: 'pulse' },
  },
  pulseTv: { pattern: '/sales-pulse/tv', titleKey: 'titles.pulse' },
  callBoard: {
    pattern: '/call-board',
    titleKey: 'titles.callBoard',
    nav: { group: 'menu', order: 2, labelKey: 'nav.items.callBoard', icon: 'phone' },
  },
  managers: {
    pattern: '/managers',
    titleKey: 'titles.managers',
    nav: { group: 'menu', order: 3, labelKey: 'nav.items.managers', icon: 'users' },
  },
  leadProcessing: {
    pattern: '/lead-processing',
    titleKey: 'titles.leadProcessing',
    nav: { group: 'menu', order: 4, labelKey: 'nav.items.leadProcessing', icon: 'timer' },
  },

  distribution: {
    pattern: '/distribution',
    titleKey: 'titles.distribution',
    gate: { permission: 'distribution.access' },
    nav: { group: 'menu', order: 5, labelKey: 'nav.items.distribution', icon: 'shuffle' },
  },
  distributionProducts: { pattern: '/distribution/products', titleKey: 'titles.distributionProducts' },
  distributionHistory: { pattern: '/distribution/history', titleKey: 'titles.distributionHistory' },
  distributionCreate: { pattern: '/distribution/create', titleKey: 'titles.distributionCreate' },
  distributionEdit: { pattern: '/distribution/:distributionId', titleKey: 'titles.distributionEdit' },

  giftShop: {
    pattern: '/gift-shop',
    titleKey: 'titles.giftShop',
    gate: { permission: 'project.access', setting: { name: 'gift_shop_enabled', value: '1' } },
    nav: { group: 'menu', order: 6, labelKey: 'nav.items.giftShop', icon: 'gift', indicatorLabelKey: 'nav.indicators.pendingGiftRequests' },
  },
  giftCatalogue: { pattern: '/gift-shop/catalogue', titleKey: 'titles.giftCatalogue' },
  giftArchive: { pattern: '/gift-shop/archive', titleKey: 'titles.giftArchive', gate: { permission: 'gifts.edit' } },
  giftHistory: { pattern: '/gift-shop/history', titleKey: 'titles.giftHistory' },
  giftPoints: { pattern: '/gift-shop/points', titleKey: 'titles.giftPoints' },

  dashboard: { pattern: '/dashboard/:dashboardId', titleKey: 'titles.dashboard' },

  settings: { pattern: '/settings', titleKey: 'titles.projectSettings', gate: { permission: 'project.settings' } },
  // /settings lands here, and its title is the area's (spec section 2): "Project settings".
  generalSettings: {
    pattern: '/settings/main',
    titleKey: 'titles.projectSettings',
    nav: { group: 'settings', order: 1, labelKey: 'nav.items.generalSettings', icon: 'settings' },
  },
  employees: {
    pattern: '/settings/employees',
    titleKey: 'titles.employees',
    nav: { group: 'settings', order: 2, labelKey: 'nav.items.employees', icon: 'users' },
  },
  // Behind the settings area's gate (project.settings), like every screen under /settings.
  teams: {
    pattern: '/settings/teams',
    titleKey: 'titles.teams',
    nav: { group: 'settings', order: 3, labelKey: 'nav.items.teams', icon: 'team' },
  },
  // After Employees and Teams.
  goals: {
    pattern: '/settings/goals',
    titleKey: 'titles.goals',
    nav: { group: 'settings', order: 3.5, labelKey: 'nav.items.goals', icon: 'target' },
  },
  dataProviders: {
    pattern: '/settings/data-provider',
    titleKey: 'titles.dataProviders',
    nav: { group: 'settings', order: 4, labelKey: 'nav.items.dataProviders', icon: 'plug' },
  },
  dataProviderCreate: { pattern: '/settings/data-provider/create', titleKey: 'data-providers:titles.create' },
  dataProviderEdit: { pattern: '/settings/data-provider/:dataProviderId', titleKey: 'data-providers:titles.edit' },
  mapping: {
    pattern: '/settings/data-settings',
    titleKey: 'titles.mapping',
    nav: { group: 'settings', order: 5, labelKey: 'nav.items.mapping', icon: 'mapping' },
  },
  subscription: {
    pattern: '/settings/subscription',
    titleKey: 'titles.subscription',
    nav: { group: 'settings', order: 6, labelKey: 'nav.items.subscription', icon: 'card' },
  },
  definitions: {
    pattern: '/settings/definitions',
    titleKey: 'titles.definitions',
    nav: { group: 'settings', order: 7, labelKey: 'nav.items.definitions', icon: 'book' },
  },
  products: {
    pattern: '/settings/product',
    titleKey: 'titles.products',
    nav: { group: 'settings', order: 8, labelKey: 'nav.items.products', icon: 'box' },
  },
  distributionSettings: {
    pattern: '/settings/distribution-settings',
    titleKey: 'titles.distributionSettings',
    nav: { group: 'settings', order: 9, labelKey: 'nav.items.distributionSettings', icon: 'sliders' },
  },
  customBoards: {
    pattern: '/settings/custom-board',
    titleKey: 'titles.customBoards',
    nav: { group: 'settings', order: 10, labelKey: 'nav.items.customBoards', icon: 'layout' },
  },
  customBoardCreate: { pattern: '/settings/custom-board/create', titleKey: 'titles.customBoardCreate' },
  customBoardEdit: { pattern: '/settings/custom-board/:dashboardId', titleKey: 'titles.customBoardEdit' },

  // Spec section 2: Personal settings is a page of the main layout, so it needs a selected project.
  userProfile: { pattern: '/user-profile', titleKey: 'titles.userProfile' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeTable;
