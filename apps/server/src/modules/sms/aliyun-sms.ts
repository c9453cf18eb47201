import { createHmac } from 'node:crypto';
import {
  exchange,
  type SigningContext,
  type SmsHttpRequest,
  type SmsHttpTransport,
  type SmsProviderClient,
  type SmsSendInput,
} from './sms-transport';

/**
 * Alibaba Cloud SMS `SendSms` (dysmsapi, API version 2017-05-25), RPC style with signature
 * version 1.0: HMAC-SHA1 over `METHOD&%2F&percentEncode(canonicalized query)`, key =
 * AccessKeySecret + "&", Base64 (Alibaba Cloud "RPC signature" documentation).
 */
export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
export const ALIYUN_SMS_VERSION = '2017-05-25';
export const ALIYUN_DEFAULT_REGION = 'cn-hangzhou';

/** RFC 3986 percent-encoding as the RPC signature wants it: only A-Z a-z 0-9 - _ . ~ stay, space is %20. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `k=v&…` of every parameter but `Signature`, sorted by name (byte order), each part percent-encoded. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] ?? '')}`)
    .join('&');
}

export function aliyunStringToSign(method: string, params: Record<string, string>): string {
  return `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
}

export function aliyunSignature(method: string, params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(aliyunStringToSign(method, params)).digest('base64');
}

/** ISO 8601 UTC without milliseconds, as the API wants: 2017-07-12T02:42:19Z. */
function aliyunTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  region: string;
  templates: Record<string, string>;
}

/** The exact signed POST `SendSms` request for one code. */
export function aliyunSendSmsRequest(
  config: AliyunSmsConfig,
  input: SmsSendInput,
  signing: SigningContext,
): SmsHttpRequest {
  const template = config.templates[input.purpose];
  if (!template) throw new Error(`no template for ${input.purpose}`);
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: input.mobile,
    RegionId: config.region || ALIYUN_DEFAULT_REGION,
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: signing.nonce(),
    SignatureVersion: '1.0',
    TemplateCode: template,
    TemplateParam: JSON.stringify({ code: input.code }),
    Timestamp: aliyunTimestamp(signing.now()),
    Version: ALIYUN_SMS_VERSION,
  };
  const signature = aliyunSignature('POST', params, config.accessKeySecret);
  return {
    method: 'POST',
    url: ALIYUN_SMS_ENDPOINT,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: `${aliyunCanonicalQuery(params)}&Signature=${aliyunPercentEncode(signature)}`,
  };
}

interface AliyunAnswer {
  Code?: string;
  Message?: string;
  BizId?: string;
  RequestId?: string;
}

export function aliyunSmsProvider(
  config: AliyunSmsConfig,
  transport: SmsHttpTransport,
  signing: SigningContext,
): SmsProviderClient {
  return {
    kind: 'aliyun',
    async send(input) {
      const request = aliyunSendSmsRequest(config, input, signing);
      return exchange(transport, request, (response) => {
        const answer = JSON.parse(response.body) as AliyunAnswer;
        if (response.status === 200 && answer.Code === 'OK') {
          return { ok: true, messageId: answer.BizId ?? answer.RequestId ?? '' };
        }
        return {
          ok: false,
          error: `HTTP ${response.status} ${answer.Code ?? ''}：${answer.Message ?? ''}`.trim(),
        };
      });
    },
  };
}
