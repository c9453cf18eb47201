import { deriveKey, openSealedText, sealText } from '../../lib/crypto';

/**
 * Gateway signing secrets are kept encrypted (decision 0010): AES-256-GCM under a key derived
 * from APP_SECRET with HKDF (info below), the gateway code as associated data so a sealed secret
 * copied onto another gateway's row does not open. Changing APP_SECRET makes every stored secret
 * unreadable: staff then enter them again.
 */
const KEY_INFO = 'payment-gateway-secret';

export function gatewaySecretKey(appSecret: string): Buffer {
  return deriveKey(appSecret, KEY_INFO);
}

export function sealGatewaySecret(key: Buffer, code: string, secret: string): string {
  return sealText(key, secret, code);
}

export function openGatewaySecret(key: Buffer, code: string, sealed: string): string | undefined {
  return openSealedText(key, sealed, code);
}

/** What staff see of a secret: its last 4 characters. */
export function secretLast4(secret: string): string {
  return secret.slice(-4);
}
