import type { Db } from '../../db/types';
import { DEMO_MEMBER, findMemberByUsername } from '../members';
import { createNotice, type NewNotice } from './notices.service';
import { seedPages } from './pages.service';
import { SERVICE_PAGE_PATH, seedServiceUrl } from './service.service';
import { serviceEntries } from './content.tables';

/** Base seed: the info pages and the customer-service address (a site cannot work without them). */
export async function seedContentBase(db: Db): Promise<void> {
  await seedPages(db);
  await seedServiceUrl(db);
}

/**
 * Demo seed: customer-service entries (demo accounts, to be replaced by staff) and notices of every
 * type and target, one of them for the demo member.
 */
export async function seedContentDemo(db: Db): Promise<void> {
  await db.insert(serviceEntries).values([
    {
      title: '在线客服',
      content: '7×24小时在线，平均30秒内响应。存取款、账户安全、优惠活动等问题均可咨询。',
      img: '/static/service/online.svg',
      url: SERVICE_PAGE_PATH,
      isTop: 1,
      sort: 0,
    },
    {
      title: 'Telegram 客服',
      content: '添加后发送您的会员账号，专员一对一为您服务。',
      img: '/static/service/telegram.svg',
      account: '@xinghe_kefu_demo',
      downloadUrl: 'https://telegram.org/apps',
      downloadDescribe: '未安装 Telegram？点击下载',
      sort: 1,
    },
    {
      title: '微信客服',
      content: '添加微信好友并备注会员账号，工作时间 10:00-02:00。',
      img: '/static/service/wechat.svg',
      account: 'xinghe-kefu-demo',
      downloadUrl: 'https://weixin.qq.com/',
      downloadDescribe: '下载微信',
      sort: 2,
    },
    {
      title: '投诉与建议',
      content: '对服务有任何意见或建议，欢迎来信，我们将在24小时内回复。',
      img: '/static/service/mail.svg',
      account: 'service@example.com',
      sort: 3,
    },
  ]);

  const demo = await findMemberByUsername(db, DEMO_MEMBER.username);
  const hour = 60 * 60_000;
  const now = Date.now();
  const notices: NewNotice[] = [
    {
      type: 3,
      title: '系统维护公告',
      content:
        '<p>尊敬的会员：</p><p>平台如需维护，将提前在此公告维护时间。维护期间游戏暂停投注，已结算的注单和账户余额不受影响。</p><p>给您带来不便，敬请谅解！</p>',
      target: { kind: 'all' },
      publishedAt: new Date(now - 72 * hour),
    },
    {
      type: 3,
      title: '防范诈骗重要提醒',
      content:
        '<p>平台客服<b>不会</b>向您索要登录密码、资金密码或短信验证码，也不会要求您向个人账户转账。</p><p>存款请以「存款」页面显示的收款信息为准，如有疑问请联系在线客服核实。</p>',
      target: { kind: 'all' },
      publishedAt: new Date(now - 48 * hour),
    },
    {
      type: 2,
      title: '每日红包 10:00 准时开抢',
      content:
        '<p>每天 <b>10:00-12:00</b> 开放抢红包，前一天12:00至当天10:00的存款越多，可抢次数越多。</p><p>前往「我的 - 福利」查看剩余次数。</p>',
      target: { kind: 'all' },
      publishedAt: new Date(now - 24 * hour),
    },
    {
      type: 4,
      title: '推荐：快三每分钟开奖',
      content: '<p>自营快三每分钟开奖一次，全体会员同步开奖，结果可在验证页面自行验证，公平透明。</p>',
      target: { kind: 'all' },
      publishedAt: new Date(now - 12 * hour),
    },
    {
      type: 1,
      title: 'VIP专属：晋级礼金已开放领取',
      content: '<p>恭喜您成为VIP会员！晋级礼金已开放领取，请前往「VIP特权」页面查看并领取。</p>',
      target: { kind: 'vip', level: 1 },
      publishedAt: new Date(now - 6 * hour),
    },
    {
      type: 4,
      title: '代理佣金结算说明',
      content: '<p>代理佣金按周期自动结算至主账户，团队成员的有效投注越多，佣金越高。详情请联系代理专员。</p>',
      target: { kind: 'agents' },
      publishedAt: new Date(now - 3 * hour),
    },
  ];
  if (demo) {
    notices.push({
      type: 1,
      title: '欢迎加入星河娱乐',
      content:
        '<p>亲爱的会员，欢迎您的加入！</p><ul><li>绑定手机号与银行卡后即可提款。</li><li>资金密码请妥善保管，连续输错5次将锁定1小时。</li></ul><p>祝您娱乐愉快！</p>',
      target: { kind: 'member', memberId: demo.id },
      publishedAt: new Date(now - hour),
    });
  }
  for (const notice of notices) await createNotice(db, notice);
}
