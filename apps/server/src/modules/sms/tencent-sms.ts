import { createHash, createHmac } from 'node:crypto';
import {
  exchange,
  type SigningContext,
  type SmsHttpRequest,
  type SmsHttpTransport,
  type SmsProviderClient,
  type SmsSendInput,
} from './sms-transport';

/**
 * Tencent Cloud SMS `SendSms` (API 3.0, version 2021-01-11), signed with TC3-HMAC-SHA256:
 * canonical request → string to sign → signature with the key derived from "TC3" + SecretKey,
 * the date, the service and "tc3_request" (Tencent Cloud "Signature v3" documentation).
 */
export const TENCENT_SMS_HOST = 'sms.tencentcloudapi.com';
export const TENCENT_SMS_VERSION = '2021-01-11';
export const TENCENT_DEFAULT_REGION = 'ap-guangzhou';
const ALGORITHM = 'TC3-HMAC-SHA256';
const SIGNED_HEADERS = 'content-type;host';

function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

function hmac(key: string | Buffer, value: string): Buffer {
  return createHmac('sha256', key).update(value, 'utf8').digest();
}

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  contentType: string;
  payload: string;
  /** Unix seconds. */
  timestamp: number;
}

export interface Tc3Signed {
  date: string;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  authorization: string;
}

/** TC3-HMAC-SHA256 for a POST to `/` with no query string, signing content-type and host. */
export function tc3Sign(input: Tc3Input): Tc3Signed {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${input.contentType}\nhost:${input.host}\n`,
    SIGNED_HEADERS,
    sha256Hex(input.payload),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = [ALGORITHM, String(input.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const secretDate = hmac(`TC3${input.secretKey}`, date);
  const secretService = hmac(secretDate, input.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  const authorization = `${ALGORITHM} Credential=${input.secretId}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`;
  return { date, canonicalRequest, stringToSign, signature, authorization };
}

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  appId: string;
  signName: string;
  region: string;
  templates: Record<string, string>;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';

/** The exact signed `SendSms` request for one code (mainland numbers in E.164: +86…). */
export function tencentSendSmsRequest(
  config: TencentSmsConfig,
  input: SmsSendInput,
  signing: SigningContext,
): SmsHttpRequest {
  const template = config.templates[input.purpose];
  if (!template) throw new Error(`no template for ${input.purpose}`);
  const payload = JSON.stringify({
    PhoneNumberSet: [`+86${input.mobile}`],
    SmsSdkAppId: config.appId,
    SignName: config.signName,
    TemplateId: template,
    TemplateParamSet: [input.code],
  });
  const timestamp = Math.floor(signing.now().getTime() / 1000);
  const signed = tc3Sign({
    secretId: config.secretId,
    secretKey: config.secretKey,
    service: 'sms',
    host: TENCENT_SMS_HOST,
    contentType: CONTENT_TYPE,
    payload,
    timestamp,
  });
  return {
    method: 'POST',
    url: `https://${TENCENT_SMS_HOST}/`,
    headers: {
      Authorization: signed.authorization,
      'Content-Type': CONTENT_TYPE,
      Host: TENCENT_SMS_HOST,
      'X-TC-Action': 'SendSms',
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Version': TENCENT_SMS_VERSION,
      'X-TC-Region': config.region || TENCENT_DEFAULT_REGION,
    },
    body: payload,
  };
}

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { SerialNo?: string; Code?: string; Message?: string }[];
    RequestId?: string;
  };
}

export function tencentSmsProvider(
  config: TencentSmsConfig,
  transport: SmsHttpTransport,
  signing: SigningContext,
): SmsProviderClient {
  return {
    kind: 'tencent',
    async send(input) {
      const request = tencentSendSmsRequest(config, input, signing);
      return exchange(transport, request, (response) => {
        const answer = (JSON.parse(response.body) as TencentAnswer).Response;
        if (!answer) throw new Error('no Response');
        if (answer.Error) {
          return {
            ok: false,
            error: `HTTP ${response.status} ${answer.Error.Code ?? ''}：${answer.Error.Message ?? ''}`,
          };
        }
        const status = answer.SendStatusSet?.[0];
        if (response.status === 200 && status?.Code === 'Ok') {
          return { ok: true, messageId: status.SerialNo ?? answer.RequestId ?? '' };
        }
        return {
          ok: false,
          error: `HTTP ${response.status} ${status?.Code ?? ''}：${status?.Message ?? ''}`.trim(),
        };
      });
    },
  };
}
