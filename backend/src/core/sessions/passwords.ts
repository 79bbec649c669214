import * as argon2 from 'argon2';

// OWASP-recommended argon2id settings (19 MiB, 2 passes): ~40 ms here, hard for a GPU farm.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown user), a dummy hash is verified anyway, so an
 * unknown account costs the same time as a wrong password and timing does not reveal accounts.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('timing-equaliser-not-a-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
