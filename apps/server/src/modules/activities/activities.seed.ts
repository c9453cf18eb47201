import type { Db } from '../../db/types';
import { isAppError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { DEMO_MEMBER, findMemberByUsername } from '../members';
import { applyForActivity } from './activities.service';
import { activities, activityTypes } from './activities.tables';

const DAY = 86_400_000;

/**
 * Demo activities (demo mode): two types, four activities — a first-deposit bonus that takes
 * applications (a credited deposit in its window), a VIP one (levels 1 and above), one that is
 * explained by customer service only, and one scheduled to open in a week. Activity definitions are
 * configuration, written here as staff would write them in the editor (content sanitised).
 */
export async function seedDemoActivities(tx: Db, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const types = await tx
    .insert(activityTypes)
    .values([
      { name: '新人优惠', sort: 1 },
      { name: 'VIP优惠', sort: 2 },
    ])
    .returning({ id: activityTypes.id });
  const [newcomer, vip] = types;
  if (!newcomer || !vip) return;
  await tx.insert(activities).values([
    {
      typeId: newcomer.id,
      title: '首存彩金 申请即送88元',
      banner: '/static/activities/activity-1.svg',
      content: sanitizeHtml(
        '<h3>活动内容</h3><p>活动期间内完成任意一笔存款的会员，点击下方“点我申请”提交申请，审核通过后赠送 <strong>88元</strong> 彩金。</p><ul><li>彩金需完成 1 倍打码量后方可提现</li><li>每位会员限申请一次，被拒绝后可重新申请</li></ul>',
      ),
      memo: sanitizeHtml('<p>活动说明：同一会员、同一IP、同一银行卡视为同一人。本活动最终解释权归平台所有。</p>'),
      startsAt: new Date(now.getTime() - 30 * DAY),
      endsAt: new Date(now.getTime() + 60 * DAY),
      applicable: true,
      requireDeposit: true,
      bonusFen: 8_800n,
      turnoverMultiple: '1',
      sort: 1,
    },
    {
      typeId: vip.id,
      title: 'VIP专属礼遇 188元彩金',
      banner: '/static/activities/activity-2.svg',
      content: sanitizeHtml(
        '<h3>活动对象</h3><p>VIP1 及以上等级会员。</p><h3>活动内容</h3><p>申请审核通过后赠送 <strong>188元</strong> 彩金，需完成 2 倍打码量后方可提现。</p>',
      ),
      memo: sanitizeHtml('<p>VIP 等级以申请时为准，晋级规则请查看 VIP 特权页面。</p>'),
      applicable: true,
      vipLevels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      bonusFen: 18_800n,
      turnoverMultiple: '2',
      sort: 2,
    },
    {
      typeId: newcomer.id,
      title: '电子游戏 周周闯关',
      banner: '/static/activities/activity-3.svg',
      content: sanitizeHtml(
        '<h3>活动内容</h3><p>每周一至周日电子游戏有效投注达到指定档位，即可联系在线客服领取闯关奖励。</p><ul><li>有效投注 1,000元：奖励 8元</li><li>有效投注 10,000元：奖励 58元</li><li>有效投注 100,000元：奖励 588元</li></ul>',
      ),
      memo: sanitizeHtml('<p>本活动无需在线申请，请联系在线客服领取。</p>'),
      applicable: false,
      sort: 3,
    },
    {
      typeId: vip.id,
      title: '周年庆 敬请期待',
      banner: '/static/activities/activity-2.svg',
      content: sanitizeHtml('<p>周年庆活动即将开始，届时可在本页申请。</p>'),
      memo: '',
      startsAt: new Date(now.getTime() + 7 * DAY),
      endsAt: new Date(now.getTime() + 37 * DAY),
      applicable: true,
      bonusFen: 5_800n,
      sort: 4,
    },
  ]);
}

/**
 * The demo member's pending application to the first-deposit activity, through the member service
 * (demo money history only: it needs the member's credited deposit of the red-packet demo).
 */
export async function seedDemoActivityApplication(tx: Db, options: { timeZone: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const member = await findMemberByUsername(tx, DEMO_MEMBER.username);
  if (!member) return;
  const [first] = await tx
    .select({ id: activities.id })
    .from(activities)
    .orderBy(activities.sort, activities.id)
    .limit(1);
  if (!first) return;
  try {
    await applyForActivity(tx, member.id, String(first.id), { now, timeZone: options.timeZone });
  } catch (error) {
    // No credited deposit in the window (payments demo changed): no demo application.
    if (!isAppError(error)) throw error;
  }
}
