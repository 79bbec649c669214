import { Injectable } from '@nestjs/common';
import { AppException, NotFoundError, TooManyRequestsError } from '../../core/errors/app-errors';
import { fieldErrors, refuseField } from '../../core/validation/field-errors';
import { DomainEvents } from '../../core/events/domain-events';
import type { EditionAccess } from '../access/access.service';
import { characterCount, chosenTeams, MESSAGE_MAX, MESSAGE_TITLE_MAX, nextReminderAt, targetRefusal } from './messages-rules';
import {
  toMessageGroupDetailDto,
  toMessageGroupDto,
  toMyMessageDto,
  type ConfirmedDto,
  type MessageGroupDetailDto,
  type MessageGroupListDto,
  type MessageGroupRow,
  type MessageListQuery,
  type MyMessageDto,
  type RemindedDto,
  type SendMessageDto,
} from './messages.dto';
import { VolunteerMessageReminded, VolunteerMessageSent } from './messages.events';
import { MessagesRepository } from './messages.repository';
import { VolunteersService } from './volunteers.service';

/** Largest value of a PostgreSQL int: a group id above cannot exist. */
const MAX_ID = 2_147_483_647;
const T = 'errors.volunteers.messages';

/**
 * Group messages: organisers write to every accepted volunteer or to chosen teams, leaders to the
 * teams they lead; each recipient confirms they read it; the sender follows who did and reminds the others.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly repository: MessagesRepository,
    private readonly scopes: VolunteersService,
    private readonly events: DomainEvents,
  ) {}

  async send(access: EditionAccess, senderId: number, dto: SendMessageDto): Promise<MessageGroupDetailDto> {
    const editionId = access.edition.id;
    const tooLong = fieldErrors();
    for (const [field, max] of Object.entries({ title: MESSAGE_TITLE_MAX, message: MESSAGE_MAX })) {
      if (characterCount(dto[field as 'title' | 'message']) > max) tooLong.add(field, 'validation.maxLength', { constraint0: max });
    }
    tooLong.throwIfAny();
    const teamIds = chosenTeams(dto.target, dto.teamIds);
    const scope = await this.scopes.scopeOf(access, senderId);
    const refusal = targetRefusal(scope, dto.target, teamIds);
    if (refusal === 'ALL_NEEDS_MANAGER') throw new AppException(403, `${T}.allNeedsManager`, { code: refusal });
    if (teamIds.length) {
      const known = await this.repository.teamIdsOf(editionId, teamIds);
      if (known.length !== teamIds.length) throw refuseField('teamIds', `${T}.unknownTeam`);
    }
    if (refusal) throw new AppException(403, `${T}.notTeamLeader`, { code: refusal });

    const sent = await this.repository.send(editionId, senderId, { title: dto.title, message: dto.message, target: dto.target, teamIds });
    if (!sent) throw new AppException(422, `${T}.noRecipients`, { code: 'NO_RECIPIENTS' });
    // Stored and committed (one statement): now the recipients are told (messages-notifications.ts).
    await this.events.publish(new VolunteerMessageSent(editionId, sent.id, senderId, dto.title, dto.message, sent.userIds));
    return this.detail(access, senderId, sent.id);
  }

  async list(access: EditionAccess, userId: number, query: MessageListQuery): Promise<MessageGroupListDto> {
    const scope = await this.scopes.scopeOf(access, userId);
    const [rows, total] = await this.repository.page(access.edition.id, scope, userId, query.limit, query.offset);
    const now = new Date();
    return { items: rows.map((row) => toMessageGroupDto(row, remindableAt(row, now))), total, scope: scope.all ? { all: true, teamIds: [] } : { all: false, teamIds: [...scope.teamIds] } };
  }

  async detail(access: EditionAccess, userId: number, groupId: number): Promise<MessageGroupDetailDto> {
    const group = await this.visibleGroup(access, userId, groupId);
    const recipients = await this.repository.recipients(group.id);
    return toMessageGroupDetailDto(group, remindableAt(group, new Date()), recipients);
  }

  async remind(access: EditionAccess, userId: number, groupId: number): Promise<RemindedDto> {
    const group = await this.visibleGroup(access, userId, groupId);
    const claim = await this.repository.claimReminder(group.id);
    if (!claim.claimedAt) {
      if (!claim.unconfirmed.length) throw new AppException(409, `${T}.allConfirmed`, { code: 'ALL_CONFIRMED' });
      const next = nextReminderAt(claim.remindedAt, new Date());
      throw new TooManyRequestsError(next ? (next.getTime() - Date.now()) / 1000 : 1, `${T}.remindTooSoon`);
    }
    await this.events.publish(new VolunteerMessageReminded(access.edition.id, group.id, userId, group.title, group.message, claim.unconfirmed));
    return { remindedCount: claim.unconfirmed.length, remindedAt: claim.claimedAt.toISOString() };
  }

  async mine(editionId: number, userId: number, groupId: number): Promise<MyMessageDto> {
    const found = validId(groupId) ? await this.repository.ofRecipient(editionId, groupId, userId) : null;
    // Not a recipient answers like a missing group: the message is not disclosed.
    if (!found) throw new NotFoundError();
    return toMyMessageDto(found, editionId);
  }

  async confirm(editionId: number, userId: number, groupId: number): Promise<ConfirmedDto> {
    const confirmedAt = validId(groupId) ? await this.repository.confirm(editionId, groupId, userId) : null;
    if (!confirmedAt) throw new NotFoundError();
    return { confirmedAt: confirmedAt.toISOString() };
  }

  /** A group of the edition the caller's scope sees (404 otherwise: another team's message is not disclosed). */
  private async visibleGroup(access: EditionAccess, userId: number, groupId: number): Promise<MessageGroupRow> {
    if (!validId(groupId)) throw new NotFoundError();
    const scope = await this.scopes.scopeOf(access, userId);
    const group = await this.repository.group(access.edition.id, groupId, scope, userId);
    if (!group) throw new NotFoundError();
    return group;
  }
}

/** When the group's sender may remind it again (null: now). */
const remindableAt = (row: MessageGroupRow, now: Date): Date | null => nextReminderAt(row.remindedAt ? new Date(row.remindedAt) : null, now);

function validId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_ID;
}
