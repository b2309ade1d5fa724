// The distribution contract's plain values, without zod. Screens import these rather than the
// schemas module: a value imported from there keeps every schema of the module in the bundle, and
// the zod features they use land in the zod chunk that every page loads, the login page's included.

export const DISTRIBUTION_PAGE_SIZE = 30;
export const DISTRIBUTION_LOG_PAGE_SIZE = 30;
export const DISTRIBUTION_EMPLOYEE_PAGE_SIZE = 100;
export const DISTRIBUTION_EMPLOYEES_MAX = 500;
export const DISTRIBUTION_WEIGHT_MAX = 100;
export const DISTRIBUTION_DAILY_CAP_MAX = 10_000;
/** The dry run replays at most this many of the latest leads (the newest ones when there are more). */
export const DISTRIBUTION_DRY_RUN_MAX_LEADS = 20_000;
export const DISTRIBUTION_DRY_RUN_DAYS_MAX = 90;
export const DISTRIBUTION_DRY_RUN_DAYS_DEFAULT = 14;
/** The day ranges the screens offer. */
export const distributionDryRunDays = [7, 14, 30, 90] as const;

/** Used when the project has no such setting (see docs/distribution.md). */
export const DISTRIBUTION_DEFAULTS = {
  /** Minutes an assignee has to process a lead before it moves on; 0 turns re-assignment off. */
  distributionDelay: 0,
  /** Minutes a lead may wait for someone to start work before the fallback owner gets it. */
  distributionPostpone: 1440,
  /** Misses in a row that mark an employee away; 0 never marks anyone away. */
  awayCountLimit: 0,
} as const;

export const propertyOperators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'nin'] as const;

export const distributionDecisions = [
  'assigned',
  'reassigned',
  'fallback',
  'postponed',
  'alert',
  'unmatched',
  'kept',
  'skipped',
  'away',
  'back',
  'writeback_failed',
] as const;

export const skipReasons = ['inactive', 'off_schedule', 'daily_cap', 'away', 'missed_this_lead'] as const;
