import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, TEST_ENV } from '../../../test/factories';
import { memberHelpers, type TestMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contentPagesRoutes } from './content-pages.routes';
import { createNotice } from './notices.service';
import { savePage } from './pages.service';
import { SERVICE_PAGE_PATH } from './service.service';
import { FAST3_PERIOD_MS } from '../games';
import { DEFAULT_WITHDRAW_SETTINGS } from '../withdrawals';
import { replaceUnchangedLegacyTexts } from './honest-texts.seed';
import { LEGACY_ABOUT_V1, LEGACY_SPONSOR_V1, LEGACY_WEBCONTENT_V1 } from './legacy-texts';
import { DEFAULT_SITE_SETTINGS } from './site-settings';

let testApp: TestApp;
let app: FastifyInstance;
let dataDir: string;
const { api, get, sql, newMember } = memberHelpers(() => testApp);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'content-test-'));
  testApp = await createTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir },
    // The root-level pages (content images, our service page), unless app.ts registers them already.
    beforeReady: (instance) => {
      if (!instance.hasRoute({ method: 'GET', url: SERVICE_PAGE_PATH })) void instance.register(contentPagesRoutes);
    },
  });
  app = testApp.app;
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A root-level page (HTML) as the browser gets it. */
async function getPage(url: string) {
  return app.inject({ method: 'GET', url, remoteAddress: randomIp() });
}

type NoticeInput = Parameters<typeof createNotice>[1];

// ---- notices -------------------------------------------------------------------------------------

describe('notices', () => {
  let a: TestMember;
  let b: TestMember;
  let ids: Record<string, bigint>;
  const hour = 3_600_000;

  beforeAll(async () => {
    a = await newMember();
    b = await newMember();
    // One notice per audience, each an hour newer than the one before; `later` is published tomorrow.
    const notice = (
      type: NoticeInput['type'],
      title: string,
      content: string,
      target: NoticeInput['target'],
      hoursAgo: number,
    ) =>
      createNotice(testApp.database.db, {
        type,
        title,
        content,
        target,
        publishedAt: new Date(Date.now() - hoursAgo * hour),
      });
    ids = {
      everyone: await notice(3, '维护公告', '<p>维护<script>alert(1)</script></p>', { kind: 'all' }, 10),
      activity: await notice(2, '红包活动', '<p>10:00 开抢</p>', { kind: 'all' }, 9),
      vip2: await notice(1, 'VIP2 专属', '<p>礼金</p>', { kind: 'vip', level: 2 }, 8),
      agents: await notice(4, '代理须知', '<p>佣金</p>', { kind: 'agents' }, 7),
      forA: await notice(1, '给A的消息', '<p>A</p>', { kind: 'member', memberId: a.id }, 6),
      forB: await notice(1, '给B的消息', '<p>B</p>', { kind: 'member', memberId: b.id }, 5),
      later: await notice(3, '定时公告', '<p>later</p>', { kind: 'all' }, -24),
      deleted: await notice(3, '已删除', '<p>x</p>', { kind: 'all' }, 4),
    };
    await sql('update notices set deleted_at = now() where id = $1', [ids.deleted!.toString()]);
  });

  const titlesOf = (body: { data: { data: { title: string }[] } }) => body.data.data.map((notice) => notice.title);

  it('lists the notices aimed at the caller, newest first, with unread counts', async () => {
    const { body } = await api('/api/noticeList', a.token, { page: 1, limit: 999 });
    expect(body.code).toBe(200);
    expect(titlesOf(body)).toEqual(['给A的消息', '红包活动', '维护公告']);
    expect(body.data).toMatchObject({ current_page: 1, last_page: 1, per_page: 999, total: 3 });
    expect(body.data.unread).toEqual({ 1: 1, 2: 1, 3: 1, 4: 0, total: 3 });
    expect(body.data.data[2]).toEqual({
      id: Number(ids.everyone),
      title: '维护公告',
      content: '<p>维护</p>',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      type: 3,
      is_read: 0,
    });
    expect(titlesOf((await api('/api/noticeList', b.token, { page: 1, limit: 999 })).body)).toEqual([
      '给B的消息',
      '红包活动',
      '维护公告',
    ]);
  });

  it('targets a VIP level and up, and agents', async () => {
    const member = await newMember();
    await sql('update members set vip_level = 1 where id = $1', [member.id.toString()]);
    expect(titlesOf((await api('/api/noticeList', member.token, { limit: 999 })).body)).not.toContain('VIP2 专属');
    await sql('update members set vip_level = 3, is_agent = 1 where id = $1', [member.id.toString()]);
    const { body } = await api('/api/noticeList', member.token, { limit: 999 });
    expect(titlesOf(body)).toEqual(['代理须知', 'VIP2 专属', '红包活动', '维护公告']);
    expect(body.data.unread).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, total: 4 });
    expect((await api('/api/noticeInfo', member.token, { id: Number(ids.vip2) })).body.data.title).toBe('VIP2 专属');
  });

  it('marks a notice read when opened and counts it no more', async () => {
    const member = await newMember();
    const detail = await api('/api/noticeInfo', member.token, { id: Number(ids.activity) });
    expect(detail.body).toMatchObject({
      code: 200,
      data: { id: Number(ids.activity), title: '红包活动', content: '<p>10:00 开抢</p>', type: 2, is_read: 1 },
    });
    // Opening it again writes nothing new.
    await api('/api/noticeInfo', member.token, { id: Number(ids.activity) });
    const { body } = await api('/api/noticeList', member.token, { limit: 999 });
    expect(body.data.data.find((notice: { id: number }) => notice.id === Number(ids.activity)).is_read).toBe(1);
    expect(body.data.unread).toEqual({ 1: 0, 2: 0, 3: 1, 4: 0, total: 1 });
    const marks = await sql('select count(*)::int as n from notice_reads where member_id = $1', [member.id.toString()]);
    expect(marks[0]!.n).toBe(1);
    // Read marks are per member.
    expect((await api('/api/noticeList', a.token, { limit: 999 })).body.data.unread.total).toBe(3);
  });

  it('answers a notice not aimed at the caller exactly like a missing one', async () => {
    const missing = await api('/api/noticeInfo', a.token, { id: 987654321 });
    expect(missing.body).toEqual({ code: 404, message: '记录不存在', msg: '记录不存在', data: null });
    for (const key of ['forB', 'vip2', 'agents', 'later', 'deleted']) {
      expect(await api('/api/noticeInfo', a.token, { id: Number(ids[key]) }), key).toEqual(missing);
    }
    expect((await api('/api/noticeInfo', b.token, { id: Number(ids.forB) })).body.data.title).toBe('给B的消息');
  });

  it('filters by type and pages', async () => {
    expect(titlesOf((await api('/api/noticeList', a.token, { type: 1, limit: 999 })).body)).toEqual(['给A的消息']);
    const page2 = (await api('/api/noticeList', a.token, { page: 2, limit: 2 })).body;
    expect(page2.data).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(titlesOf(page2)).toEqual(['维护公告']);
    // Unread counts cover every type whatever the filter.
    expect((await api('/api/noticeList', a.token, { type: 1 })).body.data.unread.total).toBe(3);
    expect((await api('/api/noticeList', a.token, { limit: 5000 })).body.data.per_page).toBe(999);
    expect((await api('/api/noticeList', a.token, { type: 5 })).status).toBe(400);
    expect((await api('/api/noticeList', a.token, { type: '' })).body.code).toBe(200);
  });

  it('shows visitors only the notices for everyone, unread, and refuses a bad token', async () => {
    const { body } = await api('/api/noticeList', undefined, { page: 1, limit: 999 });
    expect(titlesOf(body)).toEqual(['红包活动', '维护公告']);
    expect(body.data.data.every((notice: { is_read: number }) => notice.is_read === 0)).toBe(true);
    expect(body.data.unread).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, total: 0 });
    expect((await api('/api/noticeInfo', undefined, { id: Number(ids.everyone) })).body.data).toMatchObject({
      title: '维护公告',
      is_read: 0,
    });
    expect((await api('/api/noticeInfo', undefined, { id: Number(ids.forA) })).body.message).toBe('记录不存在');
    expect((await api('/api/noticeList', 'not-a-token', {})).body.code).toBe(401);
  });
});

// ---- customer service and info pages -----------------------------------------------------------

describe('customer service', () => {
  it('lists the entries pinned first and serves our service page with them', async () => {
    await sql(
      `insert into service_entries (title, content, img, url, account, download_url, download_describe, is_top, sort) values
       ('Telegram 客服', '发送会员账号', '/static/service/telegram.svg', '', '@kefu_demo', 'https://telegram.org/apps', '下载 Telegram', 0, 1),
       ('在线客服', '7×24小时', '/static/service/online.svg', '/service/chat', '', '', '', 1, 9),
       ('<script>alert(1)</script>', 'x', 'javascript:alert(1)', 'javascript:alert(1)', '"><b>', '', '', 0, 2)`,
    );
    await sql(`insert into service_entries (title, enabled) values ('停用的入口', false)`);
    const response = await get('/api/getKefu');
    const entries = response.body.data;
    expect(entries.map((entry: { title: string }) => entry.title)).toEqual([
      '在线客服',
      'Telegram 客服',
      '<script>alert(1)</script>',
    ]);
    expect(entries[1]).toEqual({
      id: expect.any(Number),
      title: 'Telegram 客服',
      content: '发送会员账号',
      img: '/static/service/telegram.svg',
      url: '',
      is_top: 0,
      account: '@kefu_demo',
      download_url: 'https://telegram.org/apps',
      download_describe: '下载 Telegram',
    });

    expect((await api('/api/getservicerurl', undefined)).body).toMatchObject({
      code: 200,
      data: { url: '/service/chat' },
    });
    const page = await getPage('/service/chat');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('Telegram 客服');
    expect(page.body).toContain('@kefu_demo');
    expect(page.body).toContain('href="https://telegram.org/apps"');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('javascript:');
    expect(page.body).not.toContain('停用的入口');
  });

  it('answers a configured provider address, and ignores a malformed one', async () => {
    await sql(`update site_settings set value = '"https://chat.example.com/room/1"'::jsonb where key = 'service.url'`);
    expect((await api('/api/getservicerurl', undefined)).body.data.url).toBe('https://chat.example.com/room/1');
    await sql(`update site_settings set value = '"javascript:alert(1)"'::jsonb where key = 'service.url'`);
    expect((await api('/api/getservicerurl', undefined)).body.data.url).toBe('/service/chat');
    await sql(`update site_settings set value = '"/service/chat"'::jsonb where key = 'service.url'`);
  });
});

describe('GET /api/pageContent', () => {
  it('answers /about with figures that are true to the seeded site, and no dividend club or yearly report', async () => {
    const { data } = (await get('/api/pageContent?slug=about')).body;
    expect(data).toMatchObject({ slug: 'about', title: '星河娱乐' });
    const figures = Object.fromEntries(
      data.body.figures.map((figure: { key: string; value: string }) => [figure.key, figure.value]),
    );
    // Each figure against what the site does: withdraw settings, the VIP ladder, Fast-3's period.
    const wan = (fen: bigint) => `${fen / 1_000_000n}万`;
    expect(figures.daily_withdraw).toBe(wan(DEFAULT_WITHDRAW_SETTINGS.dailyAmountFen));
    expect(data.body.figures[0].note).toContain(`${DEFAULT_WITHDRAW_SETTINGS.dailyCount}次`);
    const [ladder] = await sql<{ levels: string; promoted: string; top_rate: string; lottery_rate: string }>(
      `select count(*)::text as levels, sum(promoted_bonus_fen)::text as promoted,
              max(greatest(realperson, electron, joker, sport, e_sport))::text as top_rate,
              max(lottery)::text as lottery_rate
         from vip_levels`,
    );
    expect(figures.vip_levels).toBe(ladder!.levels);
    expect(figures.upgrade_bonus).toBe((BigInt(ladder!.promoted) / 100n).toLocaleString('en-US'));
    expect(Number(figures.max_rebate)).toBe(Number(ladder!.top_rate));
    expect(data.body.figures[1].note).toContain(`${Number(ladder!.lottery_rate).toFixed(2)}%`);
    expect(figures.fast3_period).toBe(String(FAST3_PERIOD_MS / 1000));

    expect(data.body.features.map((feature: { title: string }) => feature.title)).toEqual([
      '返水一键领取',
      '多币种加密货币',
      '可验证公平',
    ]);
    expect(data.body.dividend_club).toEqual({ title: '', pay_days: [], text: '' });
    expect(data.body.yearly_report.items).toEqual([]);
    const text = JSON.stringify(data.body);
    for (const promise of ['秒到账', '真人荷官', '分红', '免息', '无限返水']) expect(text).not.toContain(promise);
  });

  it('replaces the first seeded texts on an existing database only where staff left them unchanged', async () => {
    const saved = await sql<{ slug: string; title: string; body: unknown }>(
      `select slug, title, body from content_pages where slug in ('about', 'sponsor')`,
    );
    const [popup] = await sql<{ value: unknown }>(`select value from site_settings where key = 'webcontent'`);
    try {
      // An upgraded site: the first versions, except a sponsor page staff edited.
      await savePage(testApp.database.db, { slug: 'about', title: '关于我们', body: LEGACY_ABOUT_V1 });
      await savePage(testApp.database.db, {
        slug: 'sponsor',
        title: '赞助',
        body: { tabs: [{ ...LEGACY_SPONSOR_V1.tabs[0]!, content: '<p>员工改过的文字</p>' }] },
      });
      await sql(`update site_settings set value = $1::jsonb where key = 'webcontent'`, [
        JSON.stringify(LEGACY_WEBCONTENT_V1),
      ]);
      expect(await replaceUnchangedLegacyTexts(testApp.database.db)).toEqual(['webcontent', 'about']);
      const about = (await get('/api/pageContent?slug=about')).body.data.body;
      expect(about.features[0].title).toBe('返水一键领取');
      const sponsor = (await get('/api/pageContent?slug=sponsor')).body.data.body;
      expect(sponsor.tabs[0].content).toBe('<p>员工改过的文字</p>');
      const [after] = await sql<{ value: unknown }>(`select value from site_settings where key = 'webcontent'`);
      expect(after!.value).toBe(DEFAULT_SITE_SETTINGS.webcontent);
      // Run again: nothing left to replace.
      expect(await replaceUnchangedLegacyTexts(testApp.database.db)).toEqual([]);
    } finally {
      for (const row of saved) {
        await sql(`update content_pages set title = $2, body = $3::jsonb where slug = $1`, [
          row.slug,
          row.title,
          JSON.stringify(row.body),
        ]);
      }
      await sql(`update site_settings set value = $1::jsonb where key = 'webcontent'`, [JSON.stringify(popup!.value)]);
    }
  });

  it('answers /faq in two groups, /sponsor in two tabs and /app with appInfo’s download image', async () => {
    const faq = (await get('/api/pageContent?slug=faq')).body.data;
    expect(
      faq.body.groups.map((group: { title: string; items: unknown[] }) => [group.title, group.items.length]),
    ).toEqual([
      ['账户问题', 3],
      ['游戏问题', 2],
    ]);
    const sponsor = (await get('/api/pageContent?slug=sponsor')).body.data;
    expect(sponsor.body.tabs.map((tab: { title: string }) => tab.title)).toEqual(['赞助', '品牌历程']);
    expect(sponsor.body.tabs[0].content).toContain('5万');
    expect(sponsor.body.tabs[0].content).not.toContain('隔夜利息');
    const page = (await get('/api/pageContent?slug=app')).body.data;
    expect(page).toMatchObject({
      slug: 'app',
      title: '星河娱乐',
      body: { app_download_image: '/static/brand/app-download.svg', site_logo: '/static/brand/logo.svg' },
    });
    expect((await get('/api/pageContent?slug=terms')).status).toBe(400);
  });

  it('sanitises HTML when a page is saved and falls back to the default when a stored body does not fit', async () => {
    await savePage(testApp.database.db, {
      slug: 'faq',
      title: '帮助中心',
      body: {
        groups: [
          { title: '账户问题', items: [{ question: 'Q', answer: '<p onclick="x()">A<script>alert(1)</script></p>' }] },
        ],
      },
    });
    const saved = (await get('/api/pageContent?slug=faq')).body.data;
    expect(saved).toMatchObject({ title: '帮助中心', body: { groups: [{ items: [{ answer: '<p>A</p>' }] }] } });
    expect(saved.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await sql(`update content_pages set body = '{"groups": "broken"}'::jsonb where slug = 'faq'`);
    const fallback = (await get('/api/pageContent?slug=faq')).body.data;
    expect(fallback.body.groups).toHaveLength(2);
    expect(fallback.updated_at).toBe('');
  });
});
