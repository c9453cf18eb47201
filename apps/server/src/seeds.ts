import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import { registerPromotionListeners } from './money-modules';
import { replaceUnchangedLegacyTexts, seedContentBase, seedContentDemo, seedSiteSettings } from './modules/content';
import { seedDemoHomeNotices, seedGameCatalogue, seedHomeBanners } from './modules/games';
import { seedDemoMembers, seedVipLevels } from './modules/members';
import { seedDemoPayments } from './modules/payments';
import { seedHousePlatform } from './modules/wallet';
import { runSeedSteps, type SeedStep } from './modules/system';
import { backfillPaidWithdrawals, seedWithdrawChannels } from './modules/withdrawals';
import { seedBanks } from './modules/payees';
import { seedDemoRebates } from './modules/rebates';
import { seedDemoRedPackets, seedRedPacketRules } from './modules/red-packets';
import { seedDemoVip } from './modules/vip-bonuses';
import { seedDemoActivities, seedDemoActivityApplication } from './modules/activities';
import { seedDemoTaskDefinitions, seedDemoTasks } from './modules/tasks';
import { seedCommissionPlans, seedDemoAgentHistory, seedDemoAgents, seedDemoPortalAgent } from './modules/agents';
import { seedDemoPayoutChannels } from './modules/payouts';

/**
 * Seed steps. `base` steps run on every database (configuration a site cannot work without);
 * `demo` steps add demonstration data and run only in demo mode (or with SEED_DEMO=1).
 */
export function seedSteps(config: AppConfig): SeedStep[] {
  const base: SeedStep[] = [
    { name: 'content-site-settings-v1', run: (tx) => seedSiteSettings(tx) },
    { name: 'members-vip-levels-v1', run: (tx) => seedVipLevels(tx) },
    { name: 'wallet-house-platform-v1', run: (tx) => seedHousePlatform(tx) },
    { name: 'games-catalogue-v1', run: (tx) => seedGameCatalogue(tx) },
    { name: 'games-home-banners-v1', run: (tx) => seedHomeBanners(tx) },
    { name: 'withdrawals-channels-v1', run: (tx) => seedWithdrawChannels(tx) },
    { name: 'withdrawals-banks-v1', run: (tx) => seedBanks(tx) },
    { name: 'profile-content-v1', run: (tx) => seedContentBase(tx) },
    { name: 'red-packets-rules-v1', run: (tx) => seedRedPacketRules(tx) },
    { name: 'agents-commission-plans-v1', run: (tx) => seedCommissionPlans(tx) },
    // Issue #15: honest welcome popup, about and sponsor texts where staff left the first version.
    { name: 'content-honest-texts-v2', run: async (tx) => void (await replaceUnchangedLegacyTexts(tx)) },
    // Decision 0031: withdrawals approved (and posted) before payouts existed count as paid.
    { name: 'withdrawals-payout-backfill-v1', run: (tx) => backfillPaidWithdrawals(tx) },
  ];
  const demo: SeedStep[] = [
    { name: 'members-demo-v1', run: (tx) => seedDemoMembers(tx) },
    { name: 'payments-demo-v1', run: (tx) => seedDemoPayments(tx) },
    { name: 'payouts-channels-demo-v1', run: (tx) => seedDemoPayoutChannels(tx) },
    { name: 'games-home-notices-demo-v1', run: (tx) => seedDemoHomeNotices(tx) },
    { name: 'profile-demo-v1', run: (tx) => seedContentDemo(tx) },
    {
      name: 'vip-demo-v1',
      // seedDatabase registers the promotion listeners first: the VIP listeners see the demo deposit and bets.
      run: (tx) => seedDemoVip(tx, { appSecret: config.appSecret, timeZone: config.SITE_TZ }),
    },
    { name: 'activities-demo-v1', run: (tx) => seedDemoActivities(tx) },
    { name: 'tasks-definitions-demo-v1', run: (tx) => seedDemoTaskDefinitions(tx) },
    // The demo agent tree agent888 → agent777 → agent666 with two direct members each (decision 0029).
    { name: 'agents-demo-tree-v1', run: (tx) => seedDemoAgents(tx) },
    { name: 'agents-portal-demo-v1', run: (tx) => seedDemoPortalAgent(tx) },
  ];
  // Demo money history (real deposits, transfers and house rounds). SEED_DEMO_HISTORY=0 leaves the demo
  // member empty (the end-to-end tests that start from an empty wallet set it).
  if (config.SEED_DEMO_HISTORY !== '0') {
    demo.push({
      name: 'red-packets-demo-v1',
      run: (tx) => seedDemoRedPackets(tx, { timeZone: config.SITE_TZ, payPageSecret: config.appSecret }),
    });
    demo.push({
      name: 'rebates-demo-v1',
      // seedDatabase registers the promotion listeners first: the rounds accrue rebates as live ones do.
      run: (tx) => seedDemoRebates(tx, { appSecret: config.appSecret, timeZone: config.SITE_TZ }),
    });
    demo.push({
      name: 'activities-demo-application-v1',
      run: (tx) => seedDemoActivityApplication(tx, { timeZone: config.SITE_TZ }),
    });
    demo.push({
      name: 'tasks-demo-v1',
      run: (tx) => seedDemoTasks(tx, { timeZone: config.SITE_TZ, payPageSecret: config.appSecret }),
    });
    demo.push({
      name: 'agents-demo-history-v1',
      // The tree's members deposit and play last week; last week is then settled (one cycle of statements).
      run: async (tx) =>
        void (await seedDemoAgentHistory(tx, { appSecret: config.appSecret, timeZone: config.SITE_TZ })),
    });
  }
  const withDemo = config.SEED_DEMO === '1' || (config.SEED_DEMO === undefined && !config.isProduction);
  return withDemo ? [...base, ...demo] : base;
}

export async function seedDatabase(database: Database, config: AppConfig): Promise<string[]> {
  // Seeds run before the app is built: demo deposits and bets must feed the promotions as live ones do.
  registerPromotionListeners({ siteTimeZone: config.SITE_TZ });
  return runSeedSteps(database, seedSteps(config));
}
