import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { SmsHttpRequest, SmsHttpResponse } from './sms-transport';

// No test reaches a provider: every request goes to this fake transport, which records it and
// answers what the test sets.
const sent: SmsHttpRequest[] = [];
let answer: (request: SmsHttpRequest) => Promise<SmsHttpResponse> = async () => ({
  status: 200,
  body: JSON.stringify({ Code: 'OK', BizId: 'biz-1', RequestId: 'req-1' }),
});

const { call, tokenOf, current, auditOf } = useBackOfficeTestApp({
  staff: { content1: 'content', service1: 'customer_service', finance1: 'finance' },
  beforeReady: (instance) => {
    instance.services.smsDelivery.transport = async (request) => {
      sent.push(request);
      return answer(request);
    };
  },
});

let app: FastifyInstance;
let content: string;
let service: string;
let finance: string;
beforeAll(() => {
  ({ app } = current());
  content = tokenOf('content1');
  service = tokenOf('service1');
  finance = tokenOf('finance1');
});
beforeEach(() => {
  sent.length = 0;
  answer = async () => ({ status: 200, body: JSON.stringify({ Code: 'OK', BizId: 'biz-1', RequestId: 'req-1' }) });
});

const SECRET = 'AliyunSecret-XYZ9';
const aliyunInput = {
  kind: 'aliyun',
  name: '阿里云主通道',
  access_key_id: 'LTAI5tTestKeyId',
  secret: SECRET,
  sign_name: '测试站',
  templates: { register: 'SMS_100', login: 'SMS_200', bind_phone: 'SMS_300' },
};

function formOf(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body.replace(/\+/g, '%2B')));
}

async function sendCode(mobile: string, purpose?: string) {
  const query = new URLSearchParams({ mobile, ...(purpose ? { purpose } : {}) });
  const response = await app.inject({
    method: 'GET',
    url: `/api/registerNote?${query.toString()}`,
    remoteAddress: randomIp(),
  });
  return response.json<{ code: number; message: string }>();
}

async function outboxCount(mobile: string): Promise<number> {
  const page = await call('GET', `/api/admin/sms-outbox?mobile=${mobile}`, service);
  return page.body.data.total as number;
}

describe('SMS providers (staff)', () => {
  let aliyunId: number;

  it('lists the kinds on offer and the outbox as active before any is configured', async () => {
    const list = await call('GET', '/api/admin/sms-providers', service);
    expect(list.body.code).toBe(200);
    expect(list.body.data.active).toBe('outbox');
    expect(list.body.data.kinds.map((kind: { kind: string }) => kind.kind)).toEqual(['outbox', 'aliyun', 'tencent']);
    expect(list.body.data.purposes.map((p: { purpose: string }) => p.purpose)).toEqual([
      'register',
      'login',
      'bind_phone',
    ]);
    expect((await call('GET', '/api/admin/sms-providers', finance)).status).toBe(403);
  });

  it('creates a provider with the secret sealed: never answered, never audited in clear', async () => {
    expect((await call('POST', '/api/admin/sms-providers', service, aliyunInput)).status).toBe(403);
    const created = await call('POST', '/api/admin/sms-providers', content, aliyunInput);
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({
      kind: 'aliyun',
      kind_name: '阿里云短信',
      secret_set: true,
      secret_last4: 'XYZ9',
      active: false,
      templates: aliyunInput.templates,
    });
    expect(created.text).not.toContain(SECRET);
    aliyunId = created.body.data.id as number;
    const stored = await current().testApp.database.query<{ secret_sealed: string }>(
      'select secret_sealed from sms_providers where id = $1',
      [aliyunId],
    );
    expect(stored[0]!.secret_sealed.startsWith('v1:')).toBe(true);
    expect(stored[0]!.secret_sealed).not.toContain(SECRET);
    const audit = await auditOf('sms.provider.create', aliyunId);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(JSON.stringify(audit)).toContain('secret_changed');
  });

  it('refuses bad input with a Chinese message and creates nothing', async () => {
    const before = (await call('GET', '/api/admin/sms-providers', content)).body.data.providers.length;
    const noAppId = await call('POST', '/api/admin/sms-providers', content, { ...aliyunInput, kind: 'tencent' });
    expect(noAppId.status).toBe(400);
    expect(noAppId.body.message).toContain('应用 ID');
    const noTemplate = await call('POST', '/api/admin/sms-providers', content, {
      ...aliyunInput,
      templates: { register: 'SMS_1', login: '', bind_phone: 'SMS_3' },
    });
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.body.message).toContain('模板 ID');
    const badKind = await call('POST', '/api/admin/sms-providers', content, { ...aliyunInput, kind: 'twilio' });
    expect(badKind.status).toBe(400);
    const shortSecret = await call('POST', '/api/admin/sms-providers', content, { ...aliyunInput, secret: 'abc' });
    expect(shortSecret.status).toBe(400);
    expect(shortSecret.body.message).toContain('密钥');
    const missing = await call('POST', '/api/admin/sms-providers/999999', content, { name: '无' });
    expect(missing.body.code).toBe(404);
    expect((await call('GET', '/api/admin/sms-providers', content)).body.data.providers).toHaveLength(before);
  });

  it('sends a test SMS through the fake transport, signed, and keeps the delivery', async () => {
    const test = await call('POST', `/api/admin/sms-providers/${aliyunId}/test`, content, {
      mobile: '13800000001',
      purpose: 'bind_phone',
    });
    expect(test.body.code).toBe(200);
    expect(test.body.data).toMatchObject({ status: 'sent', provider_message_id: 'biz-1', test: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://dysmsapi.aliyuncs.com/');
    const form = formOf(sent[0]!.body);
    expect(form).toMatchObject({
      AccessKeyId: 'LTAI5tTestKeyId',
      Action: 'SendSms',
      PhoneNumbers: '13800000001',
      SignName: '测试站',
      TemplateCode: 'SMS_300',
      TemplateParam: '{"code":"000000"}',
    });
    expect(form.Signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await auditOf('sms.provider.test', aliyunId)).toHaveLength(1);
  });

  it('sends member codes through the active provider after commit, with the purpose template', async () => {
    const activate = await call('POST', '/api/admin/sms-providers/activate', content, { id: aliyunId });
    expect(activate.body.code).toBe(200);
    expect((await call('GET', '/api/admin/sms-providers', service)).body.data.active).toBe(aliyunId);
    const result = await sendCode('13800000002', 'login');
    expect(result.code).toBe(200);
    expect(sent).toHaveLength(1);
    expect(formOf(sent[0]!.body)).toMatchObject({ TemplateCode: 'SMS_200', TemplateParam: '{"code":"123456"}' });
    expect(await outboxCount('13800000002')).toBe(0);
    const deliveries = await call('GET', '/api/admin/sms-deliveries?mobile=13800000002', service);
    expect(deliveries.body.data.data[0]).toMatchObject({ purpose: 'login', status: 'sent', test: false });
    const badPurpose = await app.inject({
      method: 'GET',
      url: '/api/registerNote?mobile=13800000009&purpose=pay',
      remoteAddress: randomIp(),
    });
    expect(badPurpose.statusCode).toBe(400);
  });

  it('records a provider failure, tells the member, and the limits still count the code', async () => {
    answer = async () => ({
      status: 200,
      body: JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' }),
    });
    const failed = await sendCode('13800000003');
    expect(failed.code).toBe(422);
    expect(failed.message).toBe('短信发送失败，请稍后重试');
    const deliveries = await call('GET', '/api/admin/sms-deliveries?status=failed&mobile=13800000003', service);
    expect(deliveries.body.data.data[0]).toMatchObject({
      status: 'failed',
      error: 'HTTP 200 isv.BUSINESS_LIMIT_CONTROL：触发流控',
    });
    // The 60 s rule still applies to that number: the failed send did not reset the limits.
    const again = await sendCode('13800000003');
    expect(again.code).toBe(422);
    expect(again.message).toContain('秒');
    expect(sent).toHaveLength(1);
    // A network error is a failure too, never a 500.
    answer = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const down = await sendCode('13800000004');
    expect(down.code).toBe(422);
  });

  it('updates without the secret (kept) and with it (re-sealed), audited without the secret', async () => {
    const keep = await call('POST', `/api/admin/sms-providers/${aliyunId}`, content, {
      name: '阿里云备用',
      secret: '',
    });
    expect(keep.body.data).toMatchObject({ name: '阿里云备用', secret_last4: 'XYZ9' });
    const change = await call('POST', `/api/admin/sms-providers/${aliyunId}`, content, { secret: 'NewSecret-ABCD' });
    expect(change.body.data.secret_last4).toBe('ABCD');
    expect(
      await call('POST', `/api/admin/sms-providers/${aliyunId}/test`, content, { mobile: '13800000005' }),
    ).toMatchObject({ status: 200 });
    expect(JSON.stringify(await auditOf('sms.provider.update', aliyunId))).not.toContain('NewSecret-ABCD');
  });

  it('creates a Tencent provider and switches to it, then back to the outbox', async () => {
    const created = await call('POST', '/api/admin/sms-providers', content, {
      ...aliyunInput,
      kind: 'tencent',
      name: '腾讯云',
      access_key_id: 'AKIDTestSecretId',
      app_id: '1400006666',
      templates: { register: '101', login: '102', bind_phone: '103' },
    });
    expect(created.body.code).toBe(200);
    const tencentId = created.body.data.id as number;
    await call('POST', '/api/admin/sms-providers/activate', content, { id: tencentId });
    const list = (await call('GET', '/api/admin/sms-providers', content)).body.data;
    expect(list.active).toBe(tencentId);
    expect(list.providers.filter((row: { active: boolean }) => row.active)).toHaveLength(1);
    answer = async () => ({
      status: 200,
      body: JSON.stringify({ Response: { SendStatusSet: [{ SerialNo: 'sn-1', Code: 'Ok' }], RequestId: 'r' } }),
    });
    expect((await sendCode('13800000006')).code).toBe(200);
    expect(sent[0]!.url).toBe('https://sms.tencentcloudapi.com/');
    expect(sent[0]!.headers['X-TC-Action']).toBe('SendSms');
    expect(sent[0]!.headers.Authorization).toMatch(
      /^TC3-HMAC-SHA256 Credential=AKIDTestSecretId\/\d{4}-\d{2}-\d{2}\/sms\/tc3_request/,
    );
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ PhoneNumberSet: ['+8613800000006'], TemplateId: '101' });

    const back = await call('POST', '/api/admin/sms-providers/activate', content, { id: 'outbox' });
    expect(back.body.message).toBe('已切换为站内发件箱');
    expect((await sendCode('13800000007')).code).toBe(200);
    expect(await outboxCount('13800000007')).toBe(1);
    expect(await auditOf('sms.provider.activate')).toHaveLength(3);
    const missing = await call('POST', '/api/admin/sms-providers/activate', content, { id: 999999 });
    expect(missing.body.code).toBe(404);
  });

  it('keeps one active provider when two staff activate different ones at once', async () => {
    const list = (await call('GET', '/api/admin/sms-providers', content)).body.data;
    const ids = (list.providers as { id: number }[]).map((row) => row.id).slice(0, 2);
    expect(ids).toHaveLength(2);
    const answers = await Promise.all(
      ids.map((id) => call('POST', '/api/admin/sms-providers/activate', content, { id })),
    );
    for (const answer of answers) expect([200, 422]).toContain(answer.body.code);
    const after = (await call('GET', '/api/admin/sms-providers', content)).body.data;
    expect(after.providers.filter((row: { active: boolean }) => row.active)).toHaveLength(1);
    expect(ids).toContain(after.active);
  });
});
