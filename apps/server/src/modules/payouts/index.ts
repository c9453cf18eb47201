export { payWithdrawalManually, resolveFailedPayout, sendWithdrawalPayout, settlePayoutOrder } from './payouts.service';
export { runPayoutQuery, startPayoutQueryJob, type PayoutQueryRun } from './payout-query.job';
export { PayoutGateways, payoutGatewaysOf } from './payout-gateways';
export { seedDemoPayoutChannels } from './payouts.seed';
export { signPayoutFields, verifyPayoutFields } from './payout-signature';
export type { PayoutTransport } from './payout-gateway';
