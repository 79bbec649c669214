import { createHmac, randomBytes, randomInt, createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { AppException, BadRequestError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { MailService } from '../../core/mail/mail.service';
import { hashPassword, verifyPassword } from '../../core/sessions/passwords';
import { LIMITS } from '../../core/throttle/limits';
import { ThrottleService } from '../../core/throttle/throttle.service';
import { addressKey } from '../../core/web/client-info';
import { DomainEvents } from '../../core/events/domain-events';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { RegisterDto } from './auth.dto';
import { EmailVerified } from './auth.events';
import { AuthRepository } from './auth.repository';

export const VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000;
export const VERIFICATION_RESEND_MS = 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * Wrong passwords for one account, whatever the spelling of its identifier or the address they come
 * from. Past it, the account refuses the addresses that failed on it, not the others: its owner,
 * elsewhere, still signs in.
 */
const [LOGIN_FAILURES] = LIMITS.login.rules;
/** Wrong passwords from one client address, over every account (a festival's Wi-Fi is one address: generous). */
const [LOGIN_FAILURES_PER_ADDRESS] = LIMITS.loginAddress.rules;
const [VERIFY_FAILURES] = LIMITS.verifyEmail.rules;
const [RESENDS] = LIMITS.resendVerification.rules;
/** Reset links mailed to one account, and asked from one address. */
const [RESET_REQUESTS] = LIMITS.passwordReset.rules;
const [RESET_REQUESTS_PER_ADDRESS] = LIMITS.passwordResetAddress.rules;
const [REGISTRATIONS] = LIMITS.register.rules;

/** Accounts' way in: registration and e-mail verification, credentials, password reset. */
@Injectable()
export class AuthService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly i18n: ServerI18n,
    private readonly throttle: ThrottleService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly logger = new Logger('Auth');

  private hashCode(code: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(code).digest('hex');
  }

  async register(input: RegisterDto, language: string, ip: string): Promise<User> {
    await this.throttle.take({ bucket: `register:${addressKey(ip)}`, rule: { ...REGISTRATIONS, limit: this.config.registrationsPerHour } });
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
        // Greeted by first name when known, else by pseudo.
        name: user.prenom.trim() || user.pseudo,
        code,
        minutes: VERIFICATION_CODE_TTL_MS / 60000,
        link: `${this.config.publicUrl}/verify-email?email=${encodeURIComponent(user.email)}`,
      }),
    });
  }

  /**
   * Answers 204 for unknown or verified addresses too, so the call does not reveal accounts; mails
   * one account at most once a minute and 5 times an hour (nobody fills an inbox with codes).
   */
  async resendVerification(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.isEmailVerified) return;
    await this.throttle.take({ bucket: `resend:user:${user.id}`, rule: RESENDS });
    const sentAt = user.verificationCodeSentAt?.getTime() ?? 0;
    const wait = sentAt + VERIFICATION_RESEND_MS - Date.now();
    if (wait > 0) throw new TooManyRequestsError(Math.ceil(wait / 1000), 'errors.resendTooSoon');
    await this.sendVerificationCode(user);
  }

  /** Every guess is counted before it is checked, so parallel guesses cannot pass the limit; the right code clears the count. */
  async verifyEmail(email: string, code: string): Promise<User> {
    const user = await this.users.findByEmail(email);
    const bucket = user ? `verify:user:${user.id}` : `verify:email:${email.trim().toLowerCase()}`;
    await this.throttle.take({ bucket, rule: VERIFY_FAILURES });
    const valid =
      !!user &&
      !user.isEmailVerified &&
      !!user.emailVerificationCode &&
      !!user.verificationCodeExpiry &&
      user.verificationCodeExpiry.getTime() > Date.now() &&
      user.emailVerificationCode === this.hashCode(code);
    if (!user || !valid) {
      if (user?.isEmailVerified) throw new BadRequestError('errors.alreadyVerified', { code: 'ALREADY_VERIFIED' });
      const expired = !!user?.verificationCodeExpiry && user.verificationCodeExpiry.getTime() <= Date.now();
      const key = expired ? 'errors.codeExpired' : 'errors.codeInvalid';
      throw new BadRequestError(key, { code: expired ? 'CODE_EXPIRED' : 'CODE_INVALID', fields: { code: [{ key }] } });
    }
    user.isEmailVerified = true;
    user.emailVerificationCode = null;
    user.verificationCodeExpiry = null;
    user.lastLoginAt = new Date();
    await this.throttle.clear(bucket);
    await this.repository.flush();
    await this.events.publish(new EmailVerified(user.id, user.email));
    await this.welcome(user);
    return user;
  }

  /** The first notification of a verified account: where to start (a failure is logged, the sign-in goes on). */
  private async welcome(user: User): Promise<void> {
    try {
      await this.notifications.notify(user.id, {
        type: 'SUCCESS',
        category: 'system',
        titleKey: 'notifications.welcome.title',
        messageKey: 'notifications.welcome.message',
        translationParams: { name: user.prenom || user.pseudo },
        actionTextKey: 'notifications.welcome.action',
        actionUrl: '/',
      });
    } catch (error) {
      this.logger.error(`Could not welcome user ${user.id}: ${(error as Error).message}`);
    }
  }

  /**
   * Checks credentials for the passport-local strategy (the scheme is the README's "Signing in").
   * Every attempt is counted before the password is checked, all or nothing, in three buckets: the
   * account (e-mail and pseudo are one account) over every address, this address on this account,
   * and this address over every account. An address is refused past 50 failures over all accounts,
   * or once the account is past 10 failures if this address is among those that failed on it; an
   * address that never failed on the account is let through, so nobody can lock the owner out. A
   * refused attempt counts nowhere; the right password takes its attempt back and clears this
   * address's failures on the account.
   */
  async validateCredentials(identifier: string, password: string, ip: string): Promise<User> {
    const user = await this.users.findByIdentifier(identifier);
    const account = user ? `login:user:${user.id}` : `login:unknown:${identifier.trim().toLowerCase()}`;
    const from = addressKey(ip);
    const pair = `${account}:from:${from}`;
    const address = `login:ip:${from}`;
    await this.throttle.take(
      { bucket: account, rule: LOGIN_FAILURES, onlyAfter: pair },
      { bucket: pair, rule: LOGIN_FAILURES },
      { bucket: address, rule: LOGIN_FAILURES_PER_ADDRESS },
    );
    const ok = await verifyPassword(user?.password, password);
    if (!user || !ok) throw new UnauthorizedError('errors.invalidCredentials', { code: 'INVALID_CREDENTIALS' });
    await this.throttle.clear(pair);
    await this.throttle.giveBack(account, address);
    if (!user.isEmailVerified) {
      throw new ForbiddenError('errors.emailNotVerified', { code: 'EMAIL_NOT_VERIFIED', extra: { email: user.email } });
    }
    user.lastLoginAt = new Date();
    await this.repository.flush();
    return user;
  }

  /** Always succeeds from the caller's view; mails a one-hour, single-use link when the account exists. */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    // Counted for unknown addresses too: a 429 tells nothing about who has an account.
    await this.throttle.take(
      { bucket: `reset:email:${email.trim().toLowerCase()}`, rule: RESET_REQUESTS },
      { bucket: `reset:ip:${addressKey(ip)}`, rule: RESET_REQUESTS_PER_ADDRESS },
    );
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

  /**
   * A link works once: taking it is one conditional update, so two parallel uses cannot both
   * pass. Then every other link of the account and every session but the caller's own end.
   */
  async resetPassword(token: string, password: string, currentSessionId?: string): Promise<void> {
    const userId = await this.repository.takeResetToken(createHash('sha256').update(token).digest('hex'));
    if (userId === null) throw new AppException(400, 'errors.resetTokenInvalid', { code: 'INVALID_TOKEN' });
    const user = await this.users.findById(userId);
    if (!user) throw new AppException(400, 'errors.resetTokenInvalid', { code: 'INVALID_TOKEN' });
    user.password = await hashPassword(password);
    // Whoever could read the inbox has proven the address.
    const verifiesNow = !user.isEmailVerified;
    user.isEmailVerified = true;
    await this.repository.flush();
    if (verifiesNow) await this.events.publish(new EmailVerified(user.id, user.email));
    await this.passwordChanged(user.id, currentSessionId);
    // The owner is back in: the wrong passwords counted against the account no longer lock it.
    await this.throttle.clear(`login:user:${user.id}`);
  }

  /** After a reset or a change of password: no older reset link works, no other session stays signed in. */
  async passwordChanged(userId: number, keepSessionId?: string): Promise<void> {
    await this.repository.revokeResetTokens(userId);
    await this.users.endSessions(userId, keepSessionId);
  }
}
