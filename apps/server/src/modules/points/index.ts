// The points module's public interface: its services, and the two rules the gift shop (modules/gifts)
// applies inside its own transactions: whether the shop is open, and a change of a balance.
export { createPointsService, type PointsService } from './points.service';
export { createPointContestsService, type PointContestsService } from './point-contests.service';
export { requireGiftShop } from './gift-shop-gate';
export { changeBalance, type PointChange, type PointChangeResult } from './points-ledger';
