import { randomBytes } from 'node:crypto';

/** A secret for a URL or a QR code: 192 random bits, hex (48 digits). */
export const newSecret = (): string => randomBytes(24).toString('hex');
