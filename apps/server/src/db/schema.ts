// Every module's tables, gathered for Drizzle (queries and drizzle-kit migrations).
// Each module owns its own `*.tables.ts`; add new modules here.
export * from '../modules/content/content.tables';
export * from '../modules/ledger/ledger.tables';
export * from '../modules/system/system.tables';
export * from '../modules/members/members.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/members/adjustments.tables';
export * from '../modules/payees/payees.tables';
export * from '../modules/wallet/wallet.tables';
export * from '../modules/turnover/turnover.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/withdrawals/withdrawals.tables';
export * from '../modules/games/games.tables';
export * from '../modules/staff/staff.tables';
export * from '../modules/reports/reports.tables';
export * from '../modules/rebates/rebates.tables';
export * from '../modules/red-packets/red-packets.tables';
export * from '../modules/vip-bonuses/vip-bonuses.tables';
export * from '../modules/activities/activities.tables';
export * from '../modules/tasks/tasks.tables';
export * from '../modules/agents/agents.tables';
export * from '../modules/responsible-play/responsible-play.tables';
export * from '../modules/payouts/payouts.tables';
export * from '../modules/agents/commission.tables';
export * from '../modules/sms/sms.tables';
