import { describe, expect, it } from 'vitest';
import {
  aliyunCanonicalQuery,
  aliyunPercentEncode,
  aliyunSendSmsRequest,
  aliyunSignature,
  aliyunSmsProvider,
  aliyunStringToSign,
} from './aliyun-sms';
import type { SmsHttpRequest } from './sms-transport';

// The worked example of Alibaba Cloud's SMS signature documentation (SendSms, GET, AccessKeyId
// testId, AccessKeySecret testSecret): its string to sign and signature, verbatim.
const DOC_PARAMS: Record<string, string> = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};
const DOC_STRING_TO_SIGN =
  'GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123%26PhoneNumbers%3D15300000001%26RegionId%3Dcn-hangzhou%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD%25E4%25BF%25A1%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_71390007%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D%26Timestamp%3D2017-07-12T02%253A42%253A19Z%26Version%3D2017-05-25';

const signing = { now: () => new Date('2026-11-27T08:00:00.123Z'), nonce: () => 'nonce-1' };
const config = {
  accessKeyId: 'LTAI-id',
  accessKeySecret: 'secret-abcdefgh',
  signName: '测试站',
  region: '',
  templates: { register: 'SMS_1', login: 'SMS_2', bind_phone: 'SMS_3' },
};

/** Form body → parameters. */
function formOf(body: string): Record<string, string> {
  return Object.fromEntries(
    body.split('&').map((pair) => {
      const [key, value] = pair.split('=');
      return [decodeURIComponent(key!), decodeURIComponent(value!)];
    }),
  );
}

describe('Alibaba Cloud RPC signature (version 1.0)', () => {
  it('reproduces the documented SendSms string to sign and signature', () => {
    expect(aliyunStringToSign('GET', DOC_PARAMS)).toBe(DOC_STRING_TO_SIGN);
    expect(aliyunSignature('GET', DOC_PARAMS, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('percent-encodes by RFC 3986 (space %20, * %2A, ~ kept) and ignores a Signature parameter', () => {
    expect(aliyunPercentEncode("a b*~!'()")).toBe('a%20b%2A~%21%27%28%29');
    expect(aliyunCanonicalQuery({ ...DOC_PARAMS, Signature: 'x' })).toBe(aliyunCanonicalQuery(DOC_PARAMS));
  });

  it('builds the exact signed SendSms POST for a code, with the purpose template', () => {
    const request = aliyunSendSmsRequest(config, { purpose: 'login', mobile: '13912345678', code: '654321' }, signing);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://dysmsapi.aliyuncs.com/');
    expect(request.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' });
    const form = formOf(request.body);
    const { Signature, ...params } = form;
    expect(params).toEqual({
      AccessKeyId: 'LTAI-id',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13912345678',
      RegionId: 'cn-hangzhou',
      SignName: '测试站',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'nonce-1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_2',
      TemplateParam: '{"code":"654321"}',
      Timestamp: '2026-11-27T08:00:00Z',
      Version: '2017-05-25',
    });
    expect(Signature).toBe(aliyunSignature('POST', params, 'secret-abcdefgh'));
  });

  it('answers the BizId on Code OK and the provider error otherwise, without throwing', async () => {
    const seen: SmsHttpRequest[] = [];
    const ok = aliyunSmsProvider(
      config,
      async (request) => {
        seen.push(request);
        return { status: 200, body: JSON.stringify({ Code: 'OK', BizId: '9006197469364984400', RequestId: 'r' }) };
      },
      signing,
    );
    expect(await ok.send({ purpose: 'register', mobile: '13912345678', code: '1' })).toEqual({
      ok: true,
      messageId: '9006197469364984400',
    });
    expect(seen).toHaveLength(1);
    const limited = aliyunSmsProvider(
      config,
      async () => ({ status: 200, body: JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' }) }),
      signing,
    );
    expect(await limited.send({ purpose: 'register', mobile: '13912345678', code: '1' })).toEqual({
      ok: false,
      error: 'HTTP 200 isv.BUSINESS_LIMIT_CONTROL：触发流控',
    });
    const down = aliyunSmsProvider(
      config,
      async () => {
        throw new Error('connect ECONNREFUSED');
      },
      signing,
    );
    expect(await down.send({ purpose: 'register', mobile: '13912345678', code: '1' })).toEqual({
      ok: false,
      error: '网络错误：connect ECONNREFUSED',
    });
    const garbage = aliyunSmsProvider(config, async () => ({ status: 502, body: '<html>' }), signing);
    const result = await garbage.send({ purpose: 'register', mobile: '13912345678', code: '1' });
    expect(result.ok).toBe(false);
  });
});
