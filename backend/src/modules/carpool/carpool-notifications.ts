import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { dayAndTimeFormat } from '../../core/time/zoned';
import { byLanguage, NotificationsService } from '../notifications/notifications.service';
import { CarpoolNotice, type CarpoolNoticeKind, type CarpoolTrip } from './carpool.events';

/** How each notice reads (INFO unless said). */
const TYPE_OF: Partial<Record<CarpoolNoticeKind, string>> = { bookingAccepted: 'SUCCESS', bookingRejected: 'WARNING', bookingCancelled: 'WARNING', passengerAdded: 'SUCCESS', passengerRemoved: 'WARNING', offerDeleted: 'WARNING' };

/** The trip's day and time in the reader's language, on the edition's clocks. */
export function tripWhen(tripDate: string, language: string, timeZone: string): string {
  return dayAndTimeFormat(language, timeZone).format(new Date(tripDate));
}

/**
 * What carpooling tells people, in their language (in-app and push), after the commit, each with a
 * link to the edition's carpool page: the driver of an ask, a cancellation and a comment on their
 * offer; the passenger of the driver's answer, of being added or removed, of a comment on their
 * request; the riders of an offer deleted. The trip ("from Lyon to the festival, Saturday 16 May
 * 08:00") is written in each recipient's language, so recipients are told by language.
 */
@Injectable()
export class CarpoolNotifications {
  private readonly logger = new Logger('CarpoolNotifications');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly i18n: ServerI18n,
  ) {}

  @OnEvent(CarpoolNotice.event, { async: true, promisify: true })
  async notice(e: CarpoolNotice): Promise<void> {
    try {
      const languages = await this.notifications.languagesOf(e.recipients);
      for (const [language, userIds] of byLanguage(e.recipients, languages)) await this.send(e, language, userIds);
    } catch (error) {
      this.logger.error(`Could not tell ${e.kind} on edition ${e.editionId}: ${(error as Error).message}`);
    }
  }

  private trip(trip: CarpoolTrip, edition: string, language: string, timeZone: string): string {
    return this.i18n.t(language, `notifications.carpool.trip.${trip.direction}`, { city: trip.city, edition, when: tripWhen(trip.tripDate, language, timeZone) });
  }

  private send(e: CarpoolNotice, language: string, userIds: number[]) {
    return this.notifications.notify(userIds, {
      type: TYPE_OF[e.kind] ?? 'INFO',
      category: 'carpool',
      titleKey: `notifications.carpool.${e.kind}.title`,
      messageKey: `notifications.carpool.${e.kind}.message`,
      translationParams: { who: e.actor, seats: e.seats ?? 0, edition: e.editionName, trip: this.trip(e.trip, e.editionName, language, e.timeZone) },
      actionTextKey: 'notifications.carpool.action',
      actionUrl: `/editions/${e.editionId}/carpool`,
      entityType: e.entity.type,
      entityId: e.entity.id,
    });
  }
}
