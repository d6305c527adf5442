import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the product must use again (not just compare), encrypted at rest with AES-256-GCM: the
 * organizations' identity-provider client secrets, webhook signing secrets, TOTP secrets. The
 * 256-bit key is derived (HKDF-SHA256) from SSO_ENCRYPTION_KEY, or, without it, from SESSION_SECRET
 * (required in production; `make start` uses its development value), under a label of its own so
 * the two secrets never share a key; each use prefixes the key material with its own name (webhooks,
 * two-factor). The owner's id (organization or user) is the additional authenticated data: a
 * ciphertext copied to another owner's row does not decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string) {
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(keyMaterial, 'utf8'), Buffer.alloc(0), 'scorecard sso client secret v1', 32));
  }

  seal(plaintext: string, ownerId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(ownerId, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Whether a stored value is sealed (values stored before a secret was sealed are not). */
  static isSealed(value: string): boolean {
    return value.startsWith('v1.');
  }

  /** Throws when the key changed or the value was tampered with. */
  open(sealed: string, ownerId: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(ownerId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
