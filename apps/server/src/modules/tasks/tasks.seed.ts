import type { Db } from '../../db/types';
import { DEMO_MEMBER, findMemberByUsername } from '../members';
import { seedDemoCreditedDeposit } from '../payments';
import { claimTask } from './tasks.service';
import { chests, tasks, taskTypes } from './tasks.tables';

const DEMO_TASKS = [
  {
    type: '每日任务',
    tasks: [
      {
        title: '每日登录',
        metric: 'login',
        target: 1n,
        rewardFen: 100n,
        rewardPoints: 10,
        content: '今日登录一次即可完成。',
      },
      {
        title: '今日首存',
        metric: 'deposit_count',
        target: 1n,
        rewardFen: 200n,
        rewardPoints: 10,
        content: '今日完成1笔存款（以到账时间计），即可领取。',
      },
      {
        title: '今日存款满500元',
        metric: 'deposit_amount',
        target: 50_000n,
        rewardFen: 800n,
        rewardPoints: 20,
        content: '今日到账存款累计满500元即可领取。奖金需完成1倍流水方可提现。',
      },
      {
        title: '今日存款3笔',
        metric: 'deposit_count',
        target: 3n,
        rewardFen: 500n,
        rewardPoints: 20,
        content: '今日完成3笔到账存款即可领取。',
      },
    ],
  },
  {
    type: '投注任务',
    tasks: [
      {
        title: '今日投注10笔',
        metric: 'bet_count',
        target: 10n,
        rewardFen: 300n,
        rewardPoints: 10,
        content: '今日已结算注单满10笔即可领取。',
      },
      {
        title: '有效投注满1000元',
        metric: 'valid_bet_amount',
        target: 100_000n,
        rewardFen: 1_000n,
        rewardPoints: 30,
        content: '今日已结算注单的有效投注额累计满1000元即可领取。',
      },
    ],
  },
] as const;

const DEMO_CHESTS = [
  { name: '铜宝箱', threshold: 20, bonusFen: 288n },
  { name: '银宝箱', threshold: 50, bonusFen: 888n },
  { name: '金宝箱', threshold: 100, bonusFen: 2_888n },
];

/** Demo task types, tasks and chests (staff edit them in the back office). */
export async function seedDemoTaskDefinitions(tx: Db): Promise<void> {
  let typeSort = 1;
  for (const group of DEMO_TASKS) {
    const [type] = await tx.insert(taskTypes).values({ name: group.type, sort: typeSort }).returning();
    typeSort += 1;
    if (!type) continue;
    let sort = 1;
    for (const task of group.tasks) {
      await tx.insert(tasks).values({ ...task, typeId: type.id, sort });
      sort += 1;
    }
  }
  let sort = 1;
  for (const chest of DEMO_CHESTS) {
    await tx.insert(chests).values({ ...chest, sort });
    sort += 1;
  }
}

/**
 * Demo task history (decision 0027), through the real services: the demo member deposits 500 now
 * (credited through the deposit service), and claims today's first-deposit task (10 liveness), so
 * /activeList shows 今日存款满500元 claimable and the 20-liveness chest within reach of that claim.
 */
export async function seedDemoTasks(tx: Db, options: { timeZone: string; payPageSecret: string; now?: Date }) {
  const now = options.now ?? new Date();
  const member = await findMemberByUsername(tx, DEMO_MEMBER.username);
  if (!member) return;
  const paid = await seedDemoCreditedDeposit(tx, {
    memberId: member.id,
    amountFen: 50_000n,
    paidAt: now,
    timeZone: options.timeZone,
    payPageSecret: options.payPageSecret,
  });
  if (!paid) return;
  const firstDeposit = (await tx.select({ id: tasks.id, title: tasks.title }).from(tasks)).find(
    (task) => task.title === '今日首存',
  );
  if (firstDeposit) await claimTask(tx, member.id, firstDeposit.id, { now, timeZone: options.timeZone });
}
