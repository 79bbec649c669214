import { createHmac, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { AppException, BadRequestError } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { MailService } from '../../core/mail/mail.service';
import { LIMITS } from '../../core/throttle/limits';
import { ThrottleService } from '../../core/throttle/throttle.service';
import { CollaboratorsService } from '../access/collaborators.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CLAIM_CODE_TTL_MS, isClaimable, mayOfferClaim } from './claims-rules';
import type { ConventionDto } from './convention.dto';
import { ConventionsRepository } from './conventions.repository';

const [CLAIM_REQUESTS] = LIMITS.claim.rules;
const [CLAIM_FAILURES] = LIMITS.claimVerify.rules;
const notClaimable = () => new AppException(409, 'errors.notClaimable', { code: 'NOT_CLAIMABLE' });

/** Taking over a convention whose team is gone: a code mailed to the convention's contact address. */
@Injectable()
export class ClaimsService {
  constructor(
    private readonly repository: ConventionsRepository,
    private readonly collaborators: CollaboratorsService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly i18n: ServerI18n,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private hash(code: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`claim:${code}`).digest('hex');
  }

  async isClaimable(convention: ConventionDto): Promise<boolean> {
    if (!convention.email) return false;
    const [hasCollaborators, author] = await Promise.all([this.collaborators.hasCollaborators(convention.id), this.users.findById(convention.authorId)]);
    return isClaimable({ email: convention.email, hasCollaborators, authorLastLoginAt: author?.lastLoginAt ?? null }, Date.now());
  }

  /** Whether this caller may ask to take the convention over. */
  async status(convention: ConventionDto, caller: { userId?: number; onTeam: boolean }): Promise<boolean> {
    return mayOfferClaim(caller, convention.authorId) && (await this.isClaimable(convention));
  }

  async request(convention: ConventionDto, user: User): Promise<Date> {
    if (convention.authorId === user.id || !(await this.isClaimable(convention))) throw notClaimable();
    await this.throttle.take({ bucket: `claim:${user.id}`, rule: CLAIM_REQUESTS });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(Date.now() + CLAIM_CODE_TTL_MS);
    this.repository.addClaimRequest(convention.id, user.id, this.hash(code), expiresAt);
    await this.repository.flush();
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
  async verify(convention: ConventionDto, user: User, code: string): Promise<void> {
    const bucket = `claim-verify:${user.id}:${convention.id}`;
    // Every guess is counted before it is checked (parallel guesses cannot pass the limit); the right one clears the count.
    await this.throttle.take({ bucket, rule: CLAIM_FAILURES });
    const request = await this.repository.pendingClaim(convention.id, user.id, this.hash(code));
    if (!request || request.expiresAt.getTime() <= Date.now()) {
      const key = request ? 'errors.codeExpired' : 'errors.codeInvalid';
      throw new BadRequestError(key, { code: request ? 'CODE_EXPIRED' : 'CODE_INVALID', fields: { code: [{ key }] } });
    }
    if (!(await this.isClaimable(convention))) throw notClaimable();
    await this.throttle.clear(bucket);
    request.isVerified = true;
    request.verifiedAt = new Date();
    this.collaborators.addClaimant(convention.id, user);
    await this.repository.flush();
  }
}
