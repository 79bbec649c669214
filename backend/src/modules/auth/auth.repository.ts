import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { User } from '../users/user.entity';
import { PasswordResetToken } from './password-reset-token.entity';

/** Every query of the auth module: the password reset tokens. */
@Injectable()
export class AuthRepository {
  constructor(private readonly em: EntityManager) {}

  /** A reset token (its hash), saved with the next flush. */
  addResetToken(user: User, tokenHash: string, expiresAt: Date): void {
    this.em.create(PasswordResetToken, { token: tokenHash, user, expiresAt });
  }

  resetToken(tokenHash: string): Promise<PasswordResetToken | null> {
    return this.em.findOne(PasswordResetToken, { token: tokenHash }, { populate: ['user'] });
  }

  /** Commits the changes of this unit of work (tokens, and the users auth changed). */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
