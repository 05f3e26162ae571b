/** The dashboard's sections (spec section 2: /dashboard nested routes), in navigation order. */
export const DASHBOARD_SECTIONS = ['my-bids', 'won', 'watchlist', 'saved-searches', 'notifications', 'invoices', 'profile', 'security', 'activity'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export const SECTION_LABEL_KEY = {
  'my-bids': 'dashboard.nav.myBids',
  won: 'dashboard.nav.won',
  watchlist: 'dashboard.nav.watchlist',
  'saved-searches': 'dashboard.nav.savedSearches',
  notifications: 'dashboard.nav.notifications',
  invoices: 'dashboard.nav.invoices',
  profile: 'dashboard.nav.profile',
  security: 'dashboard.nav.security',
  activity: 'dashboard.nav.activity',
} as const satisfies Record<DashboardSection, string>;
