import { deriveKey, openSealedText, sealText } from '../../lib/crypto';

/**
 * SMS provider secrets (AccessKeySecret / SecretKey) are kept like payment gateway secrets
 * (decision 0010): AES-256-GCM under an HKDF key of APP_SECRET (own `info`), the row id as
 * associated data so a sealed secret copied onto another row does not open. A new APP_SECRET
 * makes them unreadable: staff enter them again.
 */
const KEY_INFO = 'sms-provider-secret';

export function smsSecretKey(appSecret: string): Buffer {
  return deriveKey(appSecret, KEY_INFO);
}

const aadOf = (id: number) => `sms-provider:${id}`;

export function sealSmsSecret(key: Buffer, id: number, secret: string): string {
  return sealText(key, secret, aadOf(id));
}

export function openSmsSecret(key: Buffer, id: number, sealed: string): string | undefined {
  return openSealedText(key, sealed, aadOf(id));
}
