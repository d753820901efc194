import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals an organisation's provider secrets before they reach the database (AES-256-GCM with
 * MAZIWA_SECRET_KEY), so a database dump or backup holds no usable API key. The additional
 * data binds each sealed value to its organisation and provider: a row copied onto another
 * organisation's does not open.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** MAZIWA_SECRET_KEY: 32 bytes written as 64 hex characters (`openssl rand -hex 32`). Unset: null. */
  static fromEnv(env: Record<string, string | undefined> = process.env): SecretBox | null {
    const hex = env.MAZIWA_SECRET_KEY?.trim();
    if (!hex) return null;
    return SecretBox.fromHex(hex);
  }

  static fromHex(hex: string): SecretBox {
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
      throw new Error('MAZIWA_SECRET_KEY must be 32 bytes as 64 hex characters (make one with `openssl rand -hex 32`)');
    }
    return new SecretBox(Buffer.from(hex, 'hex'));
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts; a fresh 96-bit IV every time. */
  seal(plaintext: string, boundTo: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(boundTo, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : b64(part))).join('.');
  }

  /** The plaintext, or null when the value was sealed with another key, for another row, or altered. */
  open(sealed: string, boundTo: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(boundTo, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');
