export {
  confirmOfflineDeposit,
  createDeposit,
  creditDeposit,
  DEPOSIT_LEDGER_KIND,
  DEPOSIT_REFERENCE_TYPE,
  DEPOSIT_TTL_MS,
  depositIdempotencyKey,
  expireUnpaidDeposits,
  handleGatewayCallback,
  listMemberDeposits,
  listRechargeChannels,
  listRechargeTypes,
  refuseOfflineDeposit,
  submitPayerReference,
  type MemberDepositRow,
} from './payments.service';
export { DepositState, type DepositStateValue } from './payments.repository';
export {
  addAfterDepositCreditedListener,
  removeAfterDepositCreditedListener,
  type DepositCreditedEvent,
  type DepositCreditedListener,
} from './deposit-credited.hooks';
export { depositOrderLedgerCheck, registerDepositOrderCheck } from './deposit-ledger.checks';
export { runDepositExpiry, startDepositExpiryJob, type JobHandle } from './deposit-expiry.job';
export type { PaymentGateway, PaymentGateways, GatewayVerification } from './payment-gateway';
export { GATEWAY_RELOAD_MS, GatewayRegistry, paymentGatewaysOf } from './payment-gateways';
export {
  findPaymentGatewayByCode,
  listPaymentGatewayRows,
  type PaymentGatewayRow,
} from './payment-gateways.repository';
export { gatewaySecretKey, openGatewaySecret, sealGatewaySecret, secretLast4 } from './payment-gateway-secrets';
export { notifyUrlOf, SIGNED_REDIRECT_KIND, SignedRedirectGateway } from './signed-redirect-gateway';
export { signFields } from './signed-fields';
export {
  SANDBOX_GATEWAY_CODE,
  SandboxGateway,
  SANDBOX_MERCHANT_ID,
  signSandboxFields,
  type CallbackSender,
} from './sandbox-gateway';
export { seedDemoCreditedDeposit, seedDemoPayments } from './payments.seed';
export {
  creditedDepositGroupsBetween,
  creditedDepositsByMemberSql,
  dailyDepositTotals,
  depositTotalsBetween,
  memberCreditedDepositsBetween,
  memberCreditedDepositStatsBetween,
  memberDepositsTowardLimit,
  offlineDepositsAwaitingReviewCount,
  type CreditedDepositGroup,
} from './deposits.stats';
export { creditedDepositsOfMembers } from './team-figures.stats';
