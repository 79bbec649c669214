import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { ScheduledJobs } from '../../core/jobs/scheduled-jobs';
import { AccessService } from '../access/access.service';
import { NotificationsService } from '../notifications/notifications.service';
import { arrivalSummary } from './gate-board-rules';
import type { ArrivalRow } from './gate-board.dto';
import { GateBoardRepository } from './gate-board.repository';
import { GateSubjectKind } from './gate-fields';

/** Where the team sees who came in. */
const dashboardPath = (editionId: number) => `/editions/${editionId}/gestion/ticketing/access-control?tab=dashboard`;

/** One recipient's arrivals of one edition in a run. */
interface Notice {
  editionId: number;
  editionName: string;
  userId: number;
  names: string[];
  entryIds: number[];
  volunteers: boolean;
}

/**
 * Arrivals at the gate, told to those who wait for them: a volunteer's team leaders, the artist
 * managers (the holders of manageArtists). Grouped, not one push per scan: a job every 2 minutes,
 * once across replicas, claims the arrivals not yet told and sends each recipient one notice.
 */
@Injectable()
export class GateNotifications {
  constructor(
    private readonly repository: GateBoardRepository,
    private readonly access: AccessService,
    private readonly notifications: NotificationsService,
    private readonly scheduled: ScheduledJobs,
  ) {}

  @Cron('*/2 * * * *', { name: 'gate-arrivals' })
  everyTwoMinutes(): Promise<boolean> {
    return this.scheduled.once('gate-arrivals', () => this.tellArrivals());
  }

  /**
   * Sends the grouped notices; answers how many arrivals were claimed. A notice that cannot be sent
   * gives its arrivals back (the next run tells them); the run then fails.
   */
  async tellArrivals(): Promise<number> {
    const arrivals = await this.repository.claimArrivals();
    if (!arrivals.length) return 0;
    const notices = await this.noticesOf(arrivals);
    let failure: unknown = null;
    for (const notice of notices) {
      const { names, others } = arrivalSummary(notice.names);
      try {
        await this.notifications.notify(notice.userId, {
          type: 'INFO',
          category: notice.volunteers ? 'volunteer' : 'artist',
          titleKey: 'notifications.gate.arrivals.title',
          messageKey: others ? 'notifications.gate.arrivals.messageMore' : 'notifications.gate.arrivals.message',
          translationParams: { count: notice.names.length, names, others, edition: notice.editionName },
          actionTextKey: 'notifications.gate.arrivals.action',
          actionUrl: dashboardPath(notice.editionId),
          entityType: 'edition',
          entityId: notice.editionId,
        });
      } catch (error) {
        await this.repository.releaseArrivals(notice.entryIds);
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return arrivals.length;
  }

  /** Per edition and recipient, the names of those who came in (nobody is told of their own arrival). */
  private async noticesOf(arrivals: readonly ArrivalRow[]): Promise<Notice[]> {
    const leaders = await this.repository.teamLeaders(arrivals.filter((a) => a.kind === GateSubjectKind.VOLUNTEER).map((a) => a.subjectId));
    const artistManagers = new Map<number, number[]>();
    for (const editionId of new Set(arrivals.filter((a) => a.kind === GateSubjectKind.ARTIST).map((a) => a.editionId)))
      artistManagers.set(editionId, await this.access.teamHoldersOf(editionId, 'manageArtists'));

    const notices = new Map<string, Notice>();
    for (const arrival of arrivals) {
      const recipients =
        arrival.kind === GateSubjectKind.VOLUNTEER ? leaders.filter((l) => l.applicationId === arrival.subjectId).map((l) => l.userId) : (artistManagers.get(arrival.editionId) ?? []);
      for (const userId of recipients) {
        if (userId === arrival.userId) continue;
        const key = `${arrival.editionId}:${userId}`;
        let notice = notices.get(key);
        if (!notice) notices.set(key, (notice = { editionId: arrival.editionId, editionName: arrival.editionName, userId, names: [], entryIds: [], volunteers: false }));
        notice.names.push(arrival.name ?? '');
        notice.entryIds.push(arrival.entryId);
        notice.volunteers ||= arrival.kind === GateSubjectKind.VOLUNTEER;
      }
    }
    return [...notices.values()];
  }
}
