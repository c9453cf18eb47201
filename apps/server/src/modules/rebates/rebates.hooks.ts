import type { BetSettledListener } from '../games';
import { applyBetRebate } from './rebates.service';

/** Name the rebate accrual registers under on the settled-bet event. */
export const REBATE_LISTENER = 'rebates';

/**
 * The rebate accrual on every settled (or cancelled) bet, inside the settling transaction
 * (platform-rules §7): registered by registerPromotionListeners in money-modules.ts.
 */
export function rebateBetSettledListener(siteTimeZone: string): BetSettledListener {
  return async (tx, event) => {
    await applyBetRebate(
      tx,
      {
        platname: event.platname,
        betId: event.betId,
        memberId: event.memberId,
        category: event.category,
        validBetFen: event.validBetFen,
        state: event.state,
        settledAt: event.settledAt,
      },
      { zone: siteTimeZone },
    );
  };
}
