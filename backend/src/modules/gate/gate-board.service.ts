import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { dayBounds, localDayOf } from '../../core/time/zoned';
import { refuseField } from '../../core/validation/field-errors';
import { sendWritten, WrittenAnswer } from '../../core/web/written-answer';
import type { EditionAccess } from '../access/access.service';
import { changesSince } from './gate-board-rules';
import { toGateCopyDto, toGateDashboardDto } from './gate-board.dto';
import { GateBoardRepository } from './gate-board.repository';
import type { GateCopyQuery, GateDashboardDto } from './gate.dto';
import { GateLive } from './gate-live';

/** What the gate sees of the whole edition: the offline copy, the dashboard and the live feed. */
@Injectable()
export class GateBoardService {
  constructor(
    private readonly repository: GateBoardRepository,
    private readonly live: GateLive,
  ) {}

  /**
   * The offline copy, whole or (given a cursor) only the people changed or recorded since, with the
   * asking device's conflicts; written once and sent compressed (50,000 tickets travel).
   */
  async sendCopy(access: EditionAccess, query: GateCopyQuery, res: Response): Promise<void> {
    const editionId = access.edition.id;
    const since = query.since === undefined ? null : changesSince(query.since, new Date());
    if (query.since !== undefined && since === null) throw refuseField('since', 'errors.gate.copyCursor');
    // The clock is read first: whatever commits meanwhile is in this copy or in the next refresh.
    const labels = await this.repository.copyLabels(editionId);
    const [people, conflicts] = await Promise.all([
      this.repository.copyPeople(editionId, since),
      query.deviceId ? this.repository.conflicts(editionId, query.deviceId, since) : Promise.resolve([]),
    ]);
    sendWritten(res, new WrittenAnswer(toGateCopyDto(labels, people, conflicts, access.edition, since === null)));
  }

  async dashboard(access: EditionAccess): Promise<GateDashboardDto> {
    const { id: editionId, timeZone } = access.edition;
    const today = dayBounds(localDayOf(new Date(), timeZone), timeZone);
    const [hours, tiers, presence, recent, due] = await Promise.all([
      this.repository.entriesPerHour(editionId, timeZone),
      this.repository.tierPresence(editionId),
      this.repository.presence(editionId),
      this.repository.recent(editionId),
      this.repository.due(editionId, today.start, today.end),
    ]);
    return toGateDashboardDto(timeZone, hours, tiers, presence, recent, due);
  }

  openLive(editionId: number, userId: number, res: Response): void {
    this.live.open(editionId, userId, res);
  }
}
