import type { FastifyInstance } from 'fastify';

export const TEST_CAPTCHA = '1234';
export const TEST_SMS = '123456';
export const TEST_ENV = { CAPTCHA_FIXED_CODE: TEST_CAPTCHA, SMS_FIXED_CODE: TEST_SMS };

let counter = 0;

/** A fresh, valid account registration payload. */
export function buildRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    type: 1,
    name: `player${String(counter).padStart(3, '0')}${Math.floor(Math.random() * 1000)}`.slice(0, 13),
    password: 'abc12345',
    confirmPass: 'abc12345',
    realname: '张三',
    paypassword: '123456',
    auth_code: TEST_CAPTCHA,
    adult: true,
    ...overrides,
  };
}

export async function issueCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/captcha',
    remoteAddress: `10.1.${counter % 250}.${Math.floor(Math.random() * 250)}`,
  });
  return response.json().data.captcha_id as string;
}

/** Registers a member through the API (fixed test captcha) and returns the name and token. */
export async function buildMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = buildRegistration({ captcha_id: await issueCaptcha(app), ...overrides });
  const response = await app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: randomIp() });
  const body = response.json();
  if (body.code !== 200) throw new Error(`registration failed: ${body.message}`);
  return { name: String(payload.name), password: String(payload.password), token: String(body.data.api_token) };
}

export function randomIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
