import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts secrets kept in the database (a provider's client secret): AES-256-GCM with a random
 * nonce, so a copy of the database alone does not give them away. Text form
 * `v1:<nonce>:<tag>:<ciphertext>` (base64url). The key comes from SECRETS_KEY or a file generated
 * into the data folder (config.ts), like the session secret.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (!secret) throw new Error('SecretBox needs a key');
    this.key = createHash('sha256').update(secret).digest();
  }

  seal(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
  }

  /** The plain text; throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string {
    const [version, nonce, tag, data] = sealed.split(':');
    if (version !== VERSION || !nonce || !tag || data === undefined) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
