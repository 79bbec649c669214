import { createHmac, randomBytes, randomInt, createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { AppException, BadRequestError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { MailService } from '../../core/mail/mail.service';
import { hashPassword, verifyPassword } from '../../core/sessions/passwords';
import { ThrottleService } from '../../core/throttle/throttle.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { RegisterDto } from './auth.dto';
import { AuthRepository } from './auth.repository';

export const VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000;
export const VERIFICATION_RESEND_MS = 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const LOGIN_FAILURES = { limit: 10, windowMs: 15 * 60 * 1000 };
const VERIFY_FAILURES = { limit: 5, windowMs: 15 * 60 * 1000 };
const RESET_REQUESTS = { limit: 5, windowMs: 60 * 60 * 1000 };

/** Accounts' way in: registration and e-mail verification, credentials, password reset. */
@Injectable()
export class AuthService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly i18n: ServerI18n,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private hashCode(code: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(code).digest('hex');
  }

  async register(input: RegisterDto, language: string): Promise<User> {
    const user = await this.users.create({ ...input, preferredLanguage: language });
    await this.sendVerificationCode(user);
    return user;
  }

  private async sendVerificationCode(user: User): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    user.emailVerificationCode = this.hashCode(code);
    user.verificationCodeExpiry = new Date(Date.now() + VERIFICATION_CODE_TTL_MS);
    user.verificationCodeSentAt = new Date();
    await this.repository.flush();
    const lng = user.preferredLanguage;
    await this.mail.send({
      to: user.email,
      subject: this.i18n.t(lng, 'mail.verification.subject', { code }),
      text: this.i18n.t(lng, 'mail.verification.body', {
        pseudo: user.pseudo,
        code,
        minutes: VERIFICATION_CODE_TTL_MS / 60000,
        link: `${this.config.publicUrl}/verify-email?email=${encodeURIComponent(user.email)}`,
      }),
    });
  }

  /** Answers 204 for unknown or verified addresses too, so the call does not reveal accounts. */
  async resendVerification(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.isEmailVerified) return;
    const sentAt = user.verificationCodeSentAt?.getTime() ?? 0;
    const wait = sentAt + VERIFICATION_RESEND_MS - Date.now();
    if (wait > 0) throw new TooManyRequestsError(Math.ceil(wait / 1000), 'errors.resendTooSoon');
    await this.sendVerificationCode(user);
  }

  async verifyEmail(email: string, code: string): Promise<User> {
    const bucket = `verify:${email.toLowerCase()}`;
    await this.throttle.assertAllowed(bucket, VERIFY_FAILURES);
    const user = await this.users.findByEmail(email);
    const valid =
      !!user &&
      !user.isEmailVerified &&
      !!user.emailVerificationCode &&
      !!user.verificationCodeExpiry &&
      user.verificationCodeExpiry.getTime() > Date.now() &&
      user.emailVerificationCode === this.hashCode(code);
    if (!user || !valid) {
      if (user?.isEmailVerified) throw new BadRequestError('errors.alreadyVerified', { code: 'ALREADY_VERIFIED' });
      await this.throttle.hit(bucket);
      const expired = !!user?.verificationCodeExpiry && user.verificationCodeExpiry.getTime() <= Date.now();
      const key = expired ? 'errors.codeExpired' : 'errors.codeInvalid';
      throw new BadRequestError(key, { code: expired ? 'CODE_EXPIRED' : 'CODE_INVALID', fields: { code: [{ key }] } });
    }
    user.isEmailVerified = true;
    user.emailVerificationCode = null;
    user.verificationCodeExpiry = null;
    user.lastLoginAt = new Date();
    await this.throttle.reset(bucket);
    await this.repository.flush();
    return user;
  }

  /**
   * Checks credentials for the passport-local strategy. Failures are counted per identifier and
   * address; past the limit the answer is 429 whatever the password.
   */
  async validateCredentials(identifier: string, password: string, ip: string): Promise<User> {
    const bucket = `login:${identifier.trim().toLowerCase()}:${ip}`;
    await this.throttle.assertAllowed(bucket, LOGIN_FAILURES);
    const user = await this.users.findByIdentifier(identifier);
    const ok = await verifyPassword(user?.password, password);
    if (!user || !ok) {
      await this.throttle.hit(bucket);
      throw new UnauthorizedError('errors.invalidCredentials', { code: 'INVALID_CREDENTIALS' });
    }
    if (!user.isEmailVerified) {
      throw new ForbiddenError('errors.emailNotVerified', { code: 'EMAIL_NOT_VERIFIED', extra: { email: user.email } });
    }
    await this.throttle.reset(bucket);
    user.lastLoginAt = new Date();
    await this.repository.flush();
    return user;
  }

  /** Always succeeds from the caller's view; mails a one-hour, single-use link when the account exists. */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    await this.throttle.consume(`reset:${ip}`, RESET_REQUESTS);
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('hex');
    this.repository.addResetToken(user, createHash('sha256').update(token).digest('hex'), new Date(Date.now() + RESET_TOKEN_TTL_MS));
    await this.repository.flush();
    const lng = user.preferredLanguage;
    await this.mail.send({
      to: user.email,
      subject: this.i18n.t(lng, 'mail.passwordReset.subject'),
      text: this.i18n.t(lng, 'mail.passwordReset.body', {
        pseudo: user.pseudo,
        link: `${this.config.publicUrl}/auth/reset-password?token=${token}`,
        minutes: RESET_TOKEN_TTL_MS / 60000,
      }),
    });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const record = await this.repository.resetToken(createHash('sha256').update(token).digest('hex'));
    if (!record || record.used || record.expiresAt.getTime() <= Date.now()) {
      throw new AppException(400, 'errors.resetTokenInvalid', { code: 'INVALID_TOKEN' });
    }
    record.used = true;
    record.user.password = await hashPassword(password);
    // Whoever could read the inbox has proven the address.
    record.user.isEmailVerified = true;
    await this.repository.flush();
    await this.users.endSessions(record.user.id);
  }
}
