import { createHmac, randomInt } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { AppException, BadRequestError } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { MailService } from '../../core/mail/mail.service';
import { ThrottleService } from '../../core/throttle/throttle.service';
import { User } from '../users/user.entity';
import { ConventionClaimRequest, Convention, ConventionCollaborator, CONVENTION_RIGHTS, PermissionChangeType } from './convention.entity';
import { ConventionsService } from './conventions.service';

export const CLAIM_CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** An author who has not signed in for a year no longer counts as an active team. */
export const INACTIVE_AFTER_MS = 365 * 24 * 60 * 60 * 1000;
const CLAIM_REQUESTS = { limit: 3, windowMs: 60 * 60 * 1000 };
const CLAIM_FAILURES = { limit: 5, windowMs: 15 * 60 * 1000 };

@Injectable()
export class ClaimsService {
  constructor(
    private readonly em: EntityManager,
    private readonly conventions: ConventionsService,
    private readonly mail: MailService,
    private readonly i18n: ServerI18n,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private hash(code: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`claim:${code}`).digest('hex');
  }

  /**
   * A convention can be claimed when it has a contact e-mail, no collaborator, and an author who
   * has not signed in for a year (or never did, e.g. imported data).
   */
  async isClaimable(convention: Convention): Promise<boolean> {
    if (!convention.email) return false;
    if (await this.em.count(ConventionCollaborator, { convention })) return false;
    const author = await this.em.findOneOrFail(User, { id: convention.author.id });
    return !author.lastLoginAt || Date.now() - author.lastLoginAt.getTime() > INACTIVE_AFTER_MS;
  }

  async request(convention: Convention, user: User): Promise<Date> {
    if (convention.author.id === user.id || !(await this.isClaimable(convention))) {
      throw new AppException(409, 'errors.notClaimable', { code: 'NOT_CLAIMABLE' });
    }
    await this.throttle.consume(`claim:${user.id}`, CLAIM_REQUESTS);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(Date.now() + CLAIM_CODE_TTL_MS);
    this.em.create(ConventionClaimRequest, { convention, user, code: this.hash(code), expiresAt });
    await this.em.flush();
    // The code goes to the convention's address, in the requester's language (the address has no profile).
    const lng = user.preferredLanguage;
    await this.mail.send({
      to: convention.email!,
      subject: this.i18n.t(lng, 'mail.claim.subject', { name: convention.name }),
      text: this.i18n.t(lng, 'mail.claim.body', { name: convention.name, pseudo: user.pseudo, code, hours: CLAIM_CODE_TTL_MS / 3_600_000 }),
    });
    return expiresAt;
  }

  /** The right code makes the requester a collaborator with every right; a code works once. */
  async verify(convention: Convention, user: User, code: string): Promise<void> {
    const bucket = `claim-verify:${user.id}:${convention.id}`;
    await this.throttle.assertAllowed(bucket, CLAIM_FAILURES);
    const request = await this.em.findOne(
      ConventionClaimRequest,
      { convention, user, isVerified: false, code: this.hash(code) },
      { orderBy: { createdAt: 'desc' } },
    );
    if (!request || request.expiresAt.getTime() <= Date.now()) {
      await this.throttle.hit(bucket);
      const key = request ? 'errors.codeExpired' : 'errors.codeInvalid';
      throw new BadRequestError(key, { code: request ? 'CODE_EXPIRED' : 'CODE_INVALID', fields: { code: [{ key }] } });
    }
    if (!(await this.isClaimable(convention))) throw new AppException(409, 'errors.notClaimable', { code: 'NOT_CLAIMABLE' });
    request.isVerified = true;
    request.verifiedAt = new Date();
    const collaborator = this.em.create(ConventionCollaborator, {
      convention,
      user,
      addedBy: user,
      title: null,
      ...Object.fromEntries(CONVENTION_RIGHTS.map((r) => [r, true])),
    });
    this.conventions.history(convention, user.id, user, PermissionChangeType.CREATED, null, { title: null, ...collaborator.rights(), claimed: true });
    await this.em.flush();
  }
}
