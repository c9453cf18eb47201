export { paymentsRoutes } from './payments.routes';
export { paymentPagesRoutes } from './payment-pages.routes';
export {
  confirmOfflineDeposit,
  createDeposit,
  creditDeposit,
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
export { depositOrderLedgerCheck, registerDepositOrderCheck } from './deposit-ledger.check';
export { runDepositExpiry, startDepositExpiryJob, type JobHandle } from './deposit-expiry.job';
export type { PaymentGateway, PaymentGateways, GatewayVerification } from './payment-gateway';
export { GatewayRegistry, paymentGatewaysOf } from './payment-gateways';
export { SandboxGateway, SANDBOX_MERCHANT_ID, signSandboxFields, type CallbackSender } from './sandbox-gateway';
export { seedDemoPayments } from './payments.seed';
export { depositOrders, paymentCallbacks, rechargeChannels, rechargeTypes } from './payments.tables';
