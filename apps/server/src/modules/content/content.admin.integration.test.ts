import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';
import { formatDateTime } from '../../lib/time';
import { contentPagesRoutes } from './content-pages.routes';
import { getSiteSettings, SiteSettingsCache } from './content.service';
import { SERVICE_PAGE_PATH } from './service.service';

const ZONE = 'Asia/Shanghai';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let testApp: TestApp;
let app: FastifyInstance;
let dataDir: string;
let content: string;
let service: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'content-admin-test-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
const { call, auditOf, newMember, tokenOf, current } = useBackOfficeTestApp({
  env: () => ({ DATA_DIR: dataDir }),
  beforeReady: (instance) => {
    if (!instance.hasRoute({ method: 'GET', url: SERVICE_PAGE_PATH })) void instance.register(contentPagesRoutes);
  },
  staff: { content1: 'content', service1: 'customer_service' },
});
beforeAll(() => {
  ({ testApp, app } = current());
  content = tokenOf('content1');
  service = tokenOf('service1');
});

// ---- helpers ---------------------------------------------------------------------------------

/** A member endpoint (POST with a JSON body, or GET). */
async function member(url: string, token?: string, payload: Record<string, unknown> = {}) {
  const method = url.startsWith('/api/pageContent') || url === '/api/getKefu' ? 'GET' : 'POST';
  return (await call(method, url, token, method === 'POST' ? payload : undefined)).body;
}

async function rowCount(table: string): Promise<number> {
  const [row] = await testApp.database.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(row?.n ?? 0);
}

function multipart(name: string, data: Buffer, filename = 'image.png', contentType = 'image/png') {
  const boundary = `----contenttest${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string | undefined, data: Buffer, filename?: string, contentType?: string) {
  const body = multipart('file', data, filename, contentType);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/content-images',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    remoteAddress: randomIp(),
  });
  return { status: response.statusCode, body: response.json() };
}

const siteTime = (offsetMs: number) => formatDateTime(new Date(Date.now() + offsetMs), ZONE);

// ---- permissions ------------------------------------------------------------------------------

describe('content permissions', () => {
  it('refuses customer service (403) and member tokens (401) and changes nothing', async () => {
    const banners = await rowCount('banners');
    const noticesBefore = await rowCount('notices');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/banners', undefined],
      ['POST', '/api/admin/banners', { src: '/static/x.png' }],
      ['POST', '/api/admin/home-notices', { content: '客服不能发' }],
      ['POST', '/api/admin/notices', { type: 1, title: 't', content: 'c', target_kind: 'all' }],
      ['POST', '/api/admin/pages/app', { body: { intro: 'x', steps: [] } }],
      ['POST', '/api/admin/service-entries', { title: '客服' }],
      ['POST', '/api/admin/service-url', { url: 'https://evil.example' }],
      ['GET', '/api/admin/notices', undefined],
    ] as const) {
      expect((await call(method, url, service, payload)).status, `${method} ${url}`).toBe(403);
    }
    expect((await upload(service, PNG_1X1)).status).toBe(403);

    const someone = await newMember();
    const asMember = await call('POST', '/api/admin/banners', someone.token, { src: '/static/x.png' });
    expect(asMember.status).toBe(401);
    expect((await call('GET', '/api/admin/notices', undefined)).status).toBe(401);
    expect(await rowCount('banners')).toBe(banners);
    expect(await rowCount('notices')).toBe(noticesBefore);
  });

  it('lets the content role manage content', async () => {
    const list = await call('GET', '/api/admin/banners', content);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ current_page: 1, per_page: 20 });
  });
});

// ---- image upload -----------------------------------------------------------------------------

describe('POST /api/admin/content-images', () => {
  it('stores a png under its content hash, serves it, and audits the upload', async () => {
    const first = await upload(content, PNG_1X1, 'banner.png');
    expect(first.body).toMatchObject({ code: 200, message: '图片已上传' });
    expect(first.body.data.url).toMatch(/^\/uploads\/content\/[0-9a-f]{32}\.png$/);
    // Same content, same name.
    const again = await upload(content, PNG_1X1, 'other-name.gif', 'image/gif');
    expect(again.body.data.url).toBe(first.body.data.url);
    expect(await readdir(path.join(dataDir, 'uploads', 'content'))).toEqual([first.body.data.url.split('/').pop()]);

    const served = await app.inject({ method: 'GET', url: first.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/uploads/content/../../etc/passwd' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/content/abc.png' })).statusCode).toBe(404);

    const [entry] = await auditOf('content.image.upload', first.body.data.url);
    expect(entry?.after).toMatchObject({ url: first.body.data.url, type: 'png' });
  });

  it('accepts jpeg by content and refuses svg, text and oversized files with Chinese messages', async () => {
    const jpeg = await upload(content, Buffer.concat([JPEG_HEAD, randomBytes(64)]), 'photo.png');
    expect(jpeg.body.data.url).toMatch(/\.jpg$/);

    const svg = await upload(content, SVG, 'banner.svg', 'image/svg+xml');
    expect(svg.body.code).not.toBe(200);
    expect(svg.body.message).toBe('图片只支持 png、jpg、webp 或 gif 格式');
    const renamed = await upload(content, Buffer.from('not an image at all'), 'x.png');
    expect(renamed.body.message).toBe('图片只支持 png、jpg、webp 或 gif 格式');
    const big = await upload(content, Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.body.message).toBe('图片大小不能超过2M');
    const none = await call('POST', '/api/admin/content-images', content, {});
    expect(none.body.message).toBe('请选择要上传的图片');
  });
});

// ---- banners ----------------------------------------------------------------------------------

describe('banners', () => {
  it('creates, edits, disables and deletes a banner; the member bannerList follows; each step audited', async () => {
    const uploaded = await upload(content, PNG_1X1);
    const created = await call('POST', '/api/admin/banners', content, {
      src: uploaded.body.data.url,
      link: '/activity',
      sort: -5,
    });
    expect(created.body).toMatchObject({ code: 200, data: { type: 2, link: '/activity', sort: -5, enabled: true } });
    const id = created.body.data.id as number;
    let shown = (await member('/api/bannerList', undefined, { type: 2 })).data as { src: string; link: string }[];
    expect(shown[0]).toEqual({ src: uploaded.body.data.url, link: '/activity' });

    const edited = await call('POST', `/api/admin/banners/${id}`, content, {
      link: 'https://example.com/promo',
      sort: 99,
    });
    expect(edited.body.data).toMatchObject({ link: 'https://example.com/promo', sort: 99 });
    shown = (await member('/api/bannerList', undefined, { type: 2 })).data;
    expect(shown.at(-1)).toEqual({ src: uploaded.body.data.url, link: 'https://example.com/promo' });

    await call('POST', `/api/admin/banners/${id}`, content, { enabled: false });
    shown = (await member('/api/bannerList', undefined, { type: 2 })).data;
    expect(shown.some((banner) => banner.src === uploaded.body.data.url)).toBe(false);

    const listed = await call('GET', '/api/admin/banners?enabled=0', content);
    expect((listed.body.data.data as { id: number }[]).map((row) => row.id)).toContain(id);

    const csv = await call('GET', '/api/admin/banners?format=csv', content);
    expect(csv.text.startsWith('\uFEFF编号,类型,图片地址')).toBe(true);

    const removed = await call('POST', `/api/admin/banners/${id}/delete`, content);
    expect(removed.body).toMatchObject({ code: 200, message: '已删除' });
    const gone = await call('POST', `/api/admin/banners/${id}`, content, { sort: 1 });
    expect(gone.body).toMatchObject({ code: 404, message: '轮播图不存在' });

    const audit = await auditOf('content.banner.update', String(id));
    expect(audit).toHaveLength(2);
    expect(audit.at(-1)?.before).toMatchObject({ link: '/activity', sort: -5 });
    expect(audit.at(-1)?.after).toMatchObject({ link: 'https://example.com/promo', sort: 99 });
    expect((await auditOf('content.banner.create', String(id)))[0]?.after).toMatchObject({
      src: uploaded.body.data.url,
    });
    expect((await auditOf('content.banner.delete', String(id)))[0]?.before).toMatchObject({ id });
  });

  it('refuses unsafe or missing images and links with Chinese messages, and unknown ids', async () => {
    const before = await rowCount('banners');
    for (const src of ['javascript:alert(1)', 'http://example.com/a.png', '//evil.example/a.png', '"/><script>']) {
      const refused = await call('POST', '/api/admin/banners', content, { src });
      expect(refused.status, src).toBe(400);
      expect(refused.body.message).toContain('图片地址须为 https 链接或以 / 开头的站内路径');
    }
    const missing = await call('POST', '/api/admin/banners', content, { src: '' });
    expect(missing.body.message).toContain('请上传图片或填写图片地址');
    const badLink = await call('POST', '/api/admin/banners', content, {
      src: '/static/a.png',
      link: 'javascript:alert(1)',
    });
    expect(badLink.body.message).toContain('请输入 http(s) 链接或以 / 开头的站内路径');
    const badType = await call('POST', '/api/admin/banners', content, { src: '/static/a.png', type: 7 });
    expect(badType.status).toBe(400);
    expect(await rowCount('banners')).toBe(before);

    expect((await call('POST', '/api/admin/banners/999999', content, { sort: 1 })).body.message).toBe('轮播图不存在');
    expect((await call('POST', '/api/admin/banners/999999/delete', content)).body.message).toBe('轮播图不存在');
    const hugeId = await call('POST', '/api/admin/banners/99999999999/delete', content);
    expect(hugeId.status).toBe(400);
    expect(hugeId.body.message).toContain('必须是数字编号');
    expect((await call('POST', '/api/admin/banners/abc', content, {})).status).toBe(400);
  });
});

// ---- home notice bar ----------------------------------------------------------------------------

describe('home notice bar', () => {
  it('adds, edits, hides and deletes a line; /api/homenotice follows', async () => {
    const created = await call('POST', '/api/admin/home-notices', content, {
      content: '  国庆活动今晚开启  ',
      sort: 0,
    });
    expect(created.body.data).toMatchObject({ content: '国庆活动今晚开启', enabled: true });
    const id = created.body.data.id as number;
    const lines = async () =>
      ((await member('/api/homenotice')).data as { content: string }[]).map((row) => row.content);
    expect(await lines()).toContain('国庆活动今晚开启');

    await call('POST', `/api/admin/home-notices/${id}`, content, { content: '国庆活动明晚开启' });
    expect(await lines()).toContain('国庆活动明晚开启');
    await call('POST', `/api/admin/home-notices/${id}`, content, { enabled: false });
    expect(await lines()).not.toContain('国庆活动明晚开启');
    expect((await auditOf('content.home_notice.update', String(id)))[0]?.after).toMatchObject({ enabled: false });

    const empty = await call('POST', '/api/admin/home-notices', content, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('请填写公告内容');
    const long = await call('POST', '/api/admin/home-notices', content, { content: '长'.repeat(501) });
    expect(long.body.message).toContain('公告内容最多500个字');

    expect((await call('POST', `/api/admin/home-notices/${id}/delete`, content)).body.code).toBe(200);
    expect((await call('POST', `/api/admin/home-notices/${id}/delete`, content)).body.message).toBe('首页公告不存在');
    expect((await auditOf('content.home_notice.delete', String(id)))[0]?.before).toMatchObject({ id });
  });
});

// ---- notices ------------------------------------------------------------------------------------

describe('notices', () => {
  /** Creates a notice as content staff (POST /api/admin/notices). */
  const createNotice = (fields: Record<string, unknown>) => call('POST', '/api/admin/notices', content, fields);
  /** The notice titles a member (or a visitor, without a token) sees in /api/noticeList. */
  const noticeTitles = async (token?: string) =>
    ((await member('/api/noticeList', token, { page: 1, limit: 999 })).data.data as { title: string }[]).map(
      (row) => row.title,
    );
  /** The member's unread notice count. */
  const unreadTotal = async (token: string) =>
    (await member('/api/noticeList', token, { page: 1, limit: 999 })).data.unread.total as number;

  it('sanitises the content: <script> and on* attributes are removed', async () => {
    const created = await createNotice({
      type: 3,
      title: '系统公告',
      content:
        '<p onclick="steal()">维护通知<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">点我</a>',
      target_kind: 'all',
    });
    expect(created.body.code).toBe(200);
    const stored = created.body.data.content as string;
    expect(stored).toContain('维护通知');
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);
    const detail = await call('GET', `/api/admin/notices/${created.body.data.id}`, content);
    expect(detail.body.data.content).toBe(stored);
    const shown = await member('/api/noticeInfo', undefined, { id: created.body.data.id });
    expect(shown.data.content).toBe(stored);
  });

  it('keeps a future notice from members until its publish time', async () => {
    const someone = await newMember();
    const tomorrow = { type: 2, title: '明日活动预告', content: '<p>明天见</p>', target_kind: 'all' };
    const created = await createNotice({ ...tomorrow, published_at: siteTime(60 * 60 * 1000) });
    expect(created.body.message).toMatch(/^已保存，将于 .+ 发布，会员在此之前看不到$/);
    expect(created.body.data.is_published).toBe(false);
    const id = created.body.data.id as number;
    const titles = () => noticeTitles(someone.token);
    expect(await titles()).not.toContain('明日活动预告');
    expect((await member('/api/noticeInfo', someone.token, { id })).code).not.toBe(200);
    const unreadBefore = await unreadTotal(someone.token);

    // The time comes (moved to the past by an edit): members see it and the unread count grows.
    const edited = await call('POST', `/api/admin/notices/${id}`, content, {
      ...tomorrow,
      published_at: siteTime(-60 * 1000),
    });
    expect(edited.body.data.is_published).toBe(true);
    expect(await titles()).toContain('明日活动预告');
    const unreadAfter = await unreadTotal(someone.token);
    expect(unreadAfter).toBe(unreadBefore + 1);
  });

  it('shows a notice for one member to that member only, and counts its reads', async () => {
    const target = await newMember();
    const other = await newMember();
    const created = await createNotice({
      type: 1,
      title: '您的专属通知',
      content: '<p>只给你</p>',
      target_kind: 'member',
      target_username: target.name.toUpperCase(),
    });
    expect(created.body.data).toMatchObject({ target_kind: 'member', target_username: target.name, read_count: 0 });
    const id = created.body.data.id as number;
    const titlesOf = noticeTitles;
    expect(await titlesOf(target.token)).toContain('您的专属通知');
    expect(await titlesOf(other.token)).not.toContain('您的专属通知');
    expect(await titlesOf(undefined)).not.toContain('您的专属通知');
    expect((await member('/api/noticeInfo', other.token, { id })).code).not.toBe(200);

    expect((await member('/api/noticeInfo', target.token, { id })).code).toBe(200);
    const list = await call('GET', '/api/admin/notices?target=member&title=专属', content);
    const row = (list.body.data.data as { id: number; read_count: number }[]).find((entry) => entry.id === id);
    expect(row?.read_count).toBe(1);

    const [entry] = await auditOf('content.notice.create', String(id));
    expect(entry?.after).toMatchObject({ title: '您的专属通知', target_username: target.name });
  });

  it('targets VIP levels and agents', async () => {
    const plain = await newMember();
    const vip = await createNotice({
      type: 4,
      title: 'VIP3专享推荐',
      content: '<p>VIP</p>',
      target_kind: 'vip',
      target_vip_level: 3,
    });
    expect(vip.body.data).toMatchObject({ target_kind: 'vip', target_vip_level: 3 });
    const agents = await createNotice({
      type: 1,
      title: '代理通知',
      content: '<p>代理</p>',
      target_kind: 'agents',
    });
    expect(agents.body.code).toBe(200);
    const titles = await noticeTitles(plain.token);
    expect(titles).not.toContain('VIP3专享推荐');
    expect(titles).not.toContain('代理通知');
    await testApp.database.query('update members set vip_level = 3, is_agent = 1 where id = $1', [plain.id.toString()]);
    const after = await noticeTitles(plain.token);
    expect(after).toEqual(expect.arrayContaining(['VIP3专享推荐', '代理通知']));
  });

  it('refuses bad input with Chinese messages and changes nothing', async () => {
    const before = await rowCount('notices');
    const base = { type: 1, title: '标题', content: '<p>内容</p>', target_kind: 'all' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: '  ' }, '请填写标题'],
      [{ ...base, title: '长'.repeat(101) }, '标题最多100个字'],
      [{ ...base, content: '' }, '请填写内容'],
      [{ ...base, type: 9 }, '只能是 1 或 2 或 3 或 4'],
      [{ ...base, target_kind: 'everyone' }, '请选择发送对象'],
      [{ ...base, target_kind: 'vip' }, '请填写VIP等级'],
      [{ ...base, target_kind: 'member' }, '请填写会员账号'],
      [{ ...base, published_at: '明天' }, '发布时间格式应为 YYYY-MM-DD HH:mm:ss'],
    ];
    for (const [payload, message] of cases) {
      const refused = await createNotice(payload);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    const noSuchMember = await createNotice({
      ...base,
      target_kind: 'member',
      target_username: 'nobody_here_1',
    });
    expect(noSuchMember.body.message).toBe('会员账号"nobody_here_1"不存在，请检查后重新填写');
    const badDate = await createNotice({ ...base, published_at: '2025-02-30 10:00:00' });
    expect(badDate.body.message).toBe('发布时间不是有效的时间，请重新选择');
    expect(await rowCount('notices')).toBe(before);

    expect((await call('GET', '/api/admin/notices/999999', content)).body.message).toBe('消息不存在或已删除');
    expect((await call('POST', '/api/admin/notices/999999', content, base)).body.message).toBe('消息不存在或已删除');
    expect((await call('POST', '/api/admin/notices/x1/delete', content)).status).toBe(400);
  });

  it('soft-deletes: the member stops seeing it, the row stays, the audit keeps it', async () => {
    const someone = await newMember();
    const created = await createNotice({
      type: 3,
      title: '即将删除的公告',
      content: '<p>bye</p>',
      target_kind: 'all',
    });
    const id = created.body.data.id as number;
    const removed = await call('POST', `/api/admin/notices/${id}/delete`, content);
    expect(removed.body).toMatchObject({ code: 200, message: '已删除' });
    const titles = await noticeTitles(someone.token);
    expect(titles).not.toContain('即将删除的公告');
    const [row] = await testApp.database.query<{ deleted_at: Date | null }>(
      'select deleted_at from notices where id = $1',
      [id],
    );
    expect(row?.deleted_at).not.toBeNull();
    expect((await call('POST', `/api/admin/notices/${id}/delete`, content)).body.message).toBe('消息不存在或已删除');
    const list = await call('GET', '/api/admin/notices?title=即将删除', content);
    expect(list.body.data.total).toBe(0);
    expect((await auditOf('content.notice.delete', String(id)))[0]?.before).toMatchObject({ title: '即将删除的公告' });
  });

  it('filters by type and exports CSV', async () => {
    const list = await call('GET', '/api/admin/notices?type=4&per_page=5', content);
    expect(list.status).toBe(200);
    expect((list.body.data.data as { type: number }[]).every((row) => row.type === 4)).toBe(true);
    const csv = await call('GET', '/api/admin/notices?format=csv', content);
    expect(csv.text.startsWith('\uFEFF编号,类型,标题,发送对象')).toBe(true);
    expect(csv.text).toContain('VIP3及以上');
  });
});

// ---- info pages ---------------------------------------------------------------------------------

describe('info pages', () => {
  it('edits the about page; the member page shows it; the audit keeps before/after', async () => {
    const stored = await call('GET', '/api/admin/pages/about', content);
    expect(stored.body.data.slug).toBe('about');
    const body = { ...stored.body.data.body, headline: '全新标语', intro: '全新简介' };
    body.figures = [{ key: 'daily_withdraw', label: '单日提款', value: '3000万', unit: '元', note: '' }];
    const saved = await call('POST', '/api/admin/pages/about', content, { title: '关于', body });
    expect(saved.body).toMatchObject({ code: 200, message: '已保存，会员端刷新后即可看到' });
    expect(saved.body.data.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const shown = await member('/api/pageContent?slug=about');
    expect(shown.data.body).toMatchObject({ headline: '全新标语', intro: '全新简介', figures: [{ value: '3000万' }] });
    const [entry] = await auditOf('content.page.update', 'about');
    expect((entry?.before as { body: { headline: string } }).body.headline).toBe(stored.body.data.body.headline);
    expect((entry?.after as { body: { headline: string } }).body.headline).toBe('全新标语');
  });

  it('sanitises FAQ answers and sponsor tabs and says so', async () => {
    const saved = await call('POST', '/api/admin/pages/faq', content, {
      title: '常见问题',
      body: {
        groups: [
          {
            title: '账户问题',
            items: [{ question: '如何注册？', answer: '<p onmouseover="x()">点注册</p><script>bad()</script>' }],
          },
        ],
      },
    });
    expect(saved.body.message).toBe('已保存（内容中不允许的标签或属性已被移除），会员端刷新后即可看到');
    const answer = saved.body.data.body.groups[0].items[0].answer as string;
    expect(answer).toContain('点注册');
    expect(answer).not.toMatch(/script|onmouseover/);
    expect((await member('/api/pageContent?slug=faq')).data.body.groups[0].items[0].answer).toBe(answer);

    const sponsor = await call('POST', '/api/admin/pages/sponsor', content, {
      body: { tabs: [{ key: 'a', title: '赞助', content: '<iframe src="https://x"></iframe><b>合作</b>' }] },
    });
    expect(sponsor.body.data.body.tabs[0].content).toBe('<b>合作</b>');
    const duplicate = await call('POST', '/api/admin/pages/sponsor', content, {
      body: {
        tabs: [
          { key: 'a', title: '一', content: '' },
          { key: 'a', title: '二', content: '' },
        ],
      },
    });
    expect(duplicate.body.message).toContain('标签标识不能重复');
  });

  it('refuses bad page bodies with Chinese messages and keeps the stored page', async () => {
    const before = await member('/api/pageContent?slug=app');
    const badImage = await call('POST', '/api/admin/pages/about', content, {
      body: {
        ...(await call('GET', '/api/admin/pages/about', content)).body.data.body,
        games: [{ name: '真人', text: '', img: 'javascript:alert(1)' }],
      },
    });
    expect(badImage.status).toBe(400);
    expect(badImage.body.message).toContain('图片地址须为 https 链接或以 / 开头的站内路径');
    const emptyStep = await call('POST', '/api/admin/pages/app', content, { body: { intro: 'x', steps: [' '] } });
    expect(emptyStep.body.message).toContain('请填写安装步骤');
    const missing = await call('POST', '/api/admin/pages/app', content, {});
    expect(missing.status).toBe(400);
    expect((await call('GET', '/api/admin/pages/contact', content)).status).toBe(400);
    expect((await member('/api/pageContent?slug=app')).data).toEqual(before.data);

    const app2 = await call('POST', '/api/admin/pages/app', content, {
      body: { intro: '新的介绍', steps: ['第一步', '第二步'] },
    });
    expect(app2.body.code).toBe(200);
    expect((await member('/api/pageContent?slug=app')).data.body).toMatchObject({
      intro: '新的介绍',
      steps: ['第一步', '第二步'],
    });
  });
});

// ---- customer service ---------------------------------------------------------------------------

describe('customer service', () => {
  it('manages entries; getKefu and our service page follow', async () => {
    const created = await call('POST', '/api/admin/service-entries', content, {
      title: 'Telegram客服',
      content: '7×24小时在线',
      account: '@support_tg',
      url: 'https://t.me/support_tg',
      is_top: 1,
    });
    expect(created.body.data).toMatchObject({ title: 'Telegram客服', is_top: 1, enabled: true });
    const id = created.body.data.id as number;
    let entries = (await member('/api/getKefu')).data as { id: number; title: string; is_top: number }[];
    expect(entries[0]).toMatchObject({ id, title: 'Telegram客服', is_top: 1 });
    const page = await app.inject({ method: 'GET', url: SERVICE_PAGE_PATH });
    expect(page.body).toContain('Telegram客服');

    await call('POST', `/api/admin/service-entries/${id}`, content, { enabled: false });
    entries = (await member('/api/getKefu')).data;
    expect(entries.some((entry) => entry.id === id)).toBe(false);

    const bad = await call('POST', '/api/admin/service-entries', content, { title: 'x', url: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    const noTitle = await call('POST', '/api/admin/service-entries', content, { title: '' });
    expect(noTitle.body.message).toContain('请填写名称');
    expect((await call('POST', '/api/admin/service-entries/999999', content, { sort: 1 })).body.message).toBe(
      '客服入口不存在',
    );
    expect((await call('POST', `/api/admin/service-entries/${id}/delete`, content)).body.code).toBe(200);
    expect((await auditOf('content.service_entry.delete', String(id)))[0]?.before).toMatchObject({
      title: 'Telegram客服',
    });
  });

  it('changes the customer-service address; getservicerurl answers it; unsafe ones are refused', async () => {
    const current = await call('GET', '/api/admin/service-url', content);
    expect(current.body.data).toEqual({ url: SERVICE_PAGE_PATH, default_url: SERVICE_PAGE_PATH });
    const saved = await call('POST', '/api/admin/service-url', content, { url: 'https://chat.example.com/room/1' });
    expect(saved.body.data.url).toBe('https://chat.example.com/room/1');
    expect((await member('/api/getservicerurl')).data.url).toBe('https://chat.example.com/room/1');
    const [entry] = await auditOf('content.service_url.update', 'service.url');
    expect(entry).toMatchObject({
      before: { url: SERVICE_PAGE_PATH },
      after: { url: 'https://chat.example.com/room/1' },
    });

    for (const url of ['javascript:alert(1)', '//evil.example', '']) {
      const refused = await call('POST', '/api/admin/service-url', content, { url });
      expect(refused.status, url).toBe(400);
    }
    expect((await member('/api/getservicerurl')).data.url).toBe('https://chat.example.com/room/1');
    await call('POST', '/api/admin/service-url', content, { url: SERVICE_PAGE_PATH });
    expect((await member('/api/getservicerurl')).data.url).toBe(SERVICE_PAGE_PATH);
  });
});

// ---- site settings ----------------------------------------------------------------------------

describe('site settings', () => {
  it('content staff close the site; the member site shows it within the cache window; rich text is sanitised', async () => {
    const appInfo = async () => (await app.inject({ method: 'POST', url: '/api/app' })).json().data;
    expect((await appInfo()).site_state).toBe(1);
    const otherInstance = new SiteSettingsCache();
    const cachedAt = Date.now();
    expect((await getSiteSettings(testApp.database.db, otherInstance, cachedAt)).site_state).toBe(1);

    const saved = await call('POST', '/api/admin/site-settings', content, {
      site_state: 0,
      repair_tips: '系统升级中',
      webcontent:
        '<p onclick="steal()">欢迎</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/static/a.png" onerror="x()">',
    });
    expect(saved.body).toMatchObject({
      code: 200,
      message: '已保存（弹窗内容中不允许的标签或属性已被移除），会员端将在数秒内生效',
    });
    expect(saved.body.data).toMatchObject({
      site_state: 0,
      repair_tips: '系统升级中',
      webcontent: '<p>欢迎</p><a>x</a><img src="/static/a.png">',
    });
    // This instance drops its cache after the commit; another one within its 2 s cache time.
    expect(await appInfo()).toMatchObject({
      site_state: 0,
      repair_tips: '系统升级中',
      webcontent: '<p>欢迎</p><a>x</a><img src="/static/a.png">',
    });
    expect((await getSiteSettings(testApp.database.db, otherInstance, cachedAt + 2_001)).site_state).toBe(0);

    const [audit] = await auditOf('content.site_settings');
    expect(audit).toMatchObject({
      staff_username: 'content1',
      before: { site_state: 1 },
      after: { site_state: 0, repair_tips: '系统升级中' },
    });
    expect(Object.keys(audit!.after!)).not.toContain('title');

    expect((await call('POST', '/api/admin/site-settings', content, { site_state: 2 })).status).toBe(400);
    expect((await call('POST', '/api/admin/site-settings', content, { site_logo: 'javascript:alert(1)' })).status).toBe(
      400,
    );
    expect((await call('POST', '/api/admin/site-settings', content, { site_state: 1 })).body.data.site_state).toBe(1);
    expect((await appInfo()).site_state).toBe(1);
  });
});
