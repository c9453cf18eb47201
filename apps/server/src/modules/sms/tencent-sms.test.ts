import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tc3Sign, tencentSendSmsRequest, tencentSmsProvider } from './tencent-sms';

// Tencent Cloud's "Signature v3" worked example (CVM DescribeInstances, POST JSON at
// 1551113065 = 2019-02-25): the documented hashed payload, canonical request, string to sign,
// signature and Authorization, with the documentation's (masked) SecretId and SecretKey.
const DOC = {
  secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
  service: 'cvm',
  host: 'cvm.tencentcloudapi.com',
  contentType: 'application/json; charset=utf-8',
  payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  timestamp: 1551113065,
};

describe('Tencent Cloud TC3-HMAC-SHA256', () => {
  it('reproduces the documented canonical request, string to sign and signature', () => {
    const signed = tc3Sign(DOC);
    expect(createHash('sha256').update(DOC.payload).digest('hex')).toBe(
      '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    expect(signed.canonicalRequest).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    expect(signed.stringToSign).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
    expect(signed.signature).toBe('2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c');
    expect(signed.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });

  const config = {
    secretId: 'AKID-test',
    secretKey: 'secret-abcdefgh',
    appId: '1400006666',
    signName: '测试站',
    region: '',
    templates: { register: '101', login: '102', bind_phone: '103' },
  };
  const signing = { now: () => new Date('2026-11-27T08:00:00.900Z'), nonce: () => 'unused' };

  it('builds the exact signed SendSms request (sms service, version 2021-01-11, E.164 number)', () => {
    const request = tencentSendSmsRequest(
      config,
      { purpose: 'bind_phone', mobile: '13912345678', code: '654321' },
      signing,
    );
    const body =
      '{"PhoneNumberSet":["+8613912345678"],"SmsSdkAppId":"1400006666","SignName":"测试站","TemplateId":"103","TemplateParamSet":["654321"]}';
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://sms.tencentcloudapi.com/');
    expect(request.body).toBe(body);
    const expected = tc3Sign({
      secretId: 'AKID-test',
      secretKey: 'secret-abcdefgh',
      service: 'sms',
      host: 'sms.tencentcloudapi.com',
      contentType: 'application/json; charset=utf-8',
      payload: body,
      timestamp: 1795766400,
    });
    expect(expected.stringToSign.split('\n').slice(0, 3)).toEqual([
      'TC3-HMAC-SHA256',
      '1795766400',
      '2026-11-27/sms/tc3_request',
    ]);
    expect(request.headers).toEqual({
      Authorization: expected.authorization,
      'Content-Type': 'application/json; charset=utf-8',
      Host: 'sms.tencentcloudapi.com',
      'X-TC-Action': 'SendSms',
      'X-TC-Timestamp': '1795766400',
      'X-TC-Version': '2021-01-11',
      'X-TC-Region': 'ap-guangzhou',
    });
  });

  it('answers the SerialNo on Code Ok and the error otherwise', async () => {
    const ok = tencentSmsProvider(
      config,
      async () => ({
        status: 200,
        body: JSON.stringify({
          Response: {
            SendStatusSet: [{ SerialNo: '2028:f825e6b1', Code: 'Ok', Message: 'send success' }],
            RequestId: 'r',
          },
        }),
      }),
      signing,
    );
    expect(await ok.send({ purpose: 'register', mobile: '13912345678', code: '1' })).toEqual({
      ok: true,
      messageId: '2028:f825e6b1',
    });
    const refused = tencentSmsProvider(
      config,
      async () => ({
        status: 200,
        body: JSON.stringify({
          Response: {
            SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: '单个手机号日下发条数超限' }],
          },
        }),
      }),
      signing,
    );
    expect(await refused.send({ purpose: 'register', mobile: '13912345678', code: '1' })).toEqual({
      ok: false,
      error: 'HTTP 200 LimitExceeded.PhoneNumberDailyLimit：单个手机号日下发条数超限',
    });
    const authError = tencentSmsProvider(
      config,
      async () => ({
        status: 200,
        body: JSON.stringify({ Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: '签名错误' } } }),
      }),
      signing,
    );
    expect(await authError.send({ purpose: 'register', mobile: '13912345678', code: '1' })).toEqual({
      ok: false,
      error: 'HTTP 200 AuthFailure.SignatureFailure：签名错误',
    });
  });
});
