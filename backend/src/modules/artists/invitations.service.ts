import { Inject, Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { MailService } from '../../core/mail/mail.service';
import { DomainEvents } from '../../core/events/domain-events';
import { EmailVerified } from '../auth/auth.events';
import type { EditionDto } from '../editions/edition.dto';
import { InvitationsRepository } from './invitations.repository';
import { ArtistAdded } from './records.events';

/** Who invites, as the mail names them and speaks their language. */
export interface Inviter {
  pseudo: string;
  prenom: string;
  nom: string;
  preferredLanguage: string;
}

/**
 * Artists invited by e-mail alone: the invitation mail (create your account with this address), and
 * the claim. When an account verifies an address (a new account's code, or a first password reset),
 * every invitation of that address becomes the account's, and they are told as any artist added.
 */
@Injectable()
export class InvitationsService {
  private readonly logger = new Logger('ArtistInvitations');

  constructor(
    private readonly repository: InvitationsRepository,
    private readonly mail: MailService,
    private readonly i18n: ServerI18n,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails the invitation in the inviting organiser's language (the only one known of the invited).
   * A failure is logged: the record is saved, and the invited may still sign up with that address.
   */
  async send(edition: EditionDto, email: string, stageName: string, inviter: Inviter): Promise<void> {
    const lng = inviter.preferredLanguage;
    const organiser = [inviter.prenom, inviter.nom].map((s) => s.trim()).filter(Boolean).join(' ') || inviter.pseudo;
    try {
      await this.mail.send({
        to: email,
        subject: this.i18n.t(lng, 'mail.artists.invitation.subject', { edition: edition.name }),
        text: this.i18n.t(lng, 'mail.artists.invitation.body', {
          organiser,
          edition: edition.name,
          convention: edition.conventionName,
          stageName,
          email,
          link: `${this.config.publicUrl}/register?email=${encodeURIComponent(email)}`,
          space: `${this.config.publicUrl}/editions/${edition.id}/artist-space`,
        }),
      });
    } catch (error) {
      this.logger.error(`Could not mail the artist invitation of edition ${edition.id}: ${(error as Error).message}`);
    }
  }

  @OnEvent(EmailVerified.event, { async: true, promisify: true })
  async claim(e: EmailVerified): Promise<void> {
    try {
      for (const row of await this.repository.claim(e.userId, e.email)) {
        await this.events.publish(new ArtistAdded(row.editionId, row.editionName, row.artistId, e.userId));
      }
    } catch (error) {
      this.logger.error(`Could not hand the artist invitations of user ${e.userId} over: ${(error as Error).message}`);
    }
  }
}
