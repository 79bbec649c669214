import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne } from '../../core/database/sql';
import type { User } from '../users/user.entity';
import { PasswordResetToken } from './password-reset-token.entity';

const TAKE_RESET_TOKEN = defineSql<{ user_id: number }>(
  'AuthRepository.takeResetToken',
  'update password_reset_tokens set used = true where token = :tokenHash and not used and expires_at > now() returning user_id',
);

/** Every query of the auth module: the password reset tokens. */
@Injectable()
export class AuthRepository {
  constructor(private readonly em: EntityManager) {}

  /** A reset token (its hash), saved with the next flush. */
  addResetToken(user: User, tokenHash: string, expiresAt: Date): void {
    this.em.create(PasswordResetToken, { token: tokenHash, user, expiresAt });
  }

  /** Marks an unused, unexpired link used, in one statement; its user, or null when it was not usable. */
  async takeResetToken(tokenHash: string): Promise<number | null> {
    return (await maybeOne(this.em, TAKE_RESET_TOKEN, { tokenHash }))?.user_id ?? null;
  }

  /** Every link of the user still usable stops working. */
  async revokeResetTokens(userId: number): Promise<void> {
    await this.em.nativeUpdate(PasswordResetToken, { user: userId, used: false }, { used: true });
  }

  /** Commits the changes of this unit of work (tokens, and the users auth changed). */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
