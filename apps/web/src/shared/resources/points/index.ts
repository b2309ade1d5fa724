export { invalidatePointBalances, invalidatePointTransactions } from './cache';
export { POINTS_STALE_MS, pointKeys } from './keys';
export { everyPointBalanceQueryOptions, usePointBalances } from './queries';
export { getEveryPointBalance } from './requests';
