// Temporary screenshot preparation (not committed): a demo database plus waiting statements.
import { sql } from 'drizzle-orm';
import { loadConfig } from './src/config/env';
import { openDatabase } from './src/db/client';
import { withTransaction } from './src/db/transaction';
import { seedDatabase } from './src/seeds';
import { insertAgent } from './src/modules/agents';
import { lastCompleteCycle } from './src/modules/agents/commission-cycles';
import { findPlan, settleCommissionCycle } from './src/modules/agents/commission.service';
import { createMember } from './src/modules/members';
import { playHouseRound } from './src/modules/games';
import { transfer, ensureAccount, house, memberMain } from './src/modules/ledger';
import { transferIn, PlatformRegistry, HousePlatform, HOUSE_PLATNAME } from './src/modules/wallet';

async function main() {
  const config = loadConfig({ DATA_DIR: '/tmp/h2/data', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: config.dataDir });
  await database.migrate();
  console.log(await seedDatabase(database, config));
  const db = database.db;
  const rows = (await db.execute(sql`insert into commission_plans (name, basis, cycle, max_rate_percent, approval_limit_fen)
     values ('周结·大额审核', 'turnover', 'week', '2.00', 1000) returning id`)) as unknown as { rows: { id: number }[] };
  const planId = Number(rows.rows[0]!.id);
  const cycle = lastCompleteCycle('week', new Date(), config.SITE_TZ);
  await withTransaction(db, async (tx) => {
    const platforms = new PlatformRegistry(tx);
    platforms.register('house', () => new HousePlatform(tx));
    for (let i = 0; i < 4; i += 1) {
      const agent = await createMember(tx, { username: `bigagent${i}`, passwordHash: 'x', payPasswordHash: 'x', realname: '大客户代理', registerIp: '127.0.0.1' });
      await insertAgent(tx, { memberId: agent.id, planId, ratePercent: '1.50' });
      const player = await createMember(tx, { username: `bigplay${i}`, passwordHash: 'x', payPasswordHash: 'x', realname: '会员', registerIp: '127.0.0.1', referrerId: agent.id });
      await transfer(tx, { idempotencyKey: `prep:${i}`, kind: 'deposit', reference: { type: 'test', id: String(i) }, actor: { type: 'system', id: 'prep' }, fromAccountId: await ensureAccount(tx, house('deposit_clearing', 'prep')), toAccountId: await ensureAccount(tx, memberMain(player.id)), amountFen: 5_000_000n });
      await transferIn(tx, platforms, player.id, HOUSE_PLATNAME, 5_000_000n, { timeZone: config.SITE_TZ });
      for (let r = 0; r < 3 + i; r += 1) {
        await playHouseRound(tx, config.appSecret, { memberId: player.id, game: 'sic-bo', bets: [{ type: 'big', amount: '5000' }], now: new Date(cycle.start.getTime() + (30 + r) * 3_600_000) });
      }
    }
  });
  const plan = (await findPlan(db, planId))!;
  console.log(await settleCommissionCycle(db, plan, cycle, { ranBy: 'prep', actor: { type: 'system', id: 'prep' } }));
  await database.close();
}
void main();
