import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, one, query } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import type { MessageGroupRow, MessageRecipientDto } from './messages.dto';
import { ApplicationStatus, MessageTarget } from './volunteer-fields';
import type { TeamScope } from './volunteer-scope';

/** The columns of a group as MessageGroupRow names them (alias g, its sender u). */
const GROUP_SELECT = `g.id, g.sender_id as "senderId", u.pseudo as "senderPseudo", g.title, g.message, g.target_type as "targetType",
  g.selected_teams as "selectedTeams",
  (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name, t.id), '[]'::json)
     from volunteer_teams t where t.edition_id = g.edition_id and g.selected_teams @> to_jsonb(t.id)) as teams,
  g.recipient_count as "recipientCount",
  (select count(*) from volunteer_notification_confirmations c where c.group_id = g.id and c.confirmed_at is not null)::int as "confirmedCount",
  g.sent_at as "sentAt", g.reminded_at as "remindedAt"
  from volunteer_notification_groups g left join users u on u.id = g.sender_id`;

/** Groups a leader sees: those they sent and those reaching a team they lead (nothing to add for managers). */
const SCOPE = `and (g.sender_id = :userId or exists (select 1 from jsonb_array_elements_text(coalesce(g.selected_teams, '[]'::jsonb)) x where x::int = any(:teamIds::int[])))`;

function scopeFilter(scope: TeamScope, userId: number) {
  return scope.all ? { params: {}, parts: { scope: false } } : { params: { userId, teamIds: intArray(scope.teamIds) }, parts: { scope: true } };
}

const TEAM_IDS_OF = defineSql<{ id: number }>('MessagesRepository.teamIdsOf', 'select id from volunteer_teams where edition_id = :editionId and id = any(:teamIds::int[])');

const SEND = defineSql<{ id: number; sentAt: Date; userIds: number[] | null }>(
  'MessagesRepository.send',
  `with recipients as (
     select distinct a.user_id from edition_volunteer_applications a
     {{byTeam}}
     where a.edition_id = :editionId and a.status = :accepted and a.user_id <> :senderId
   ),
   grp as (
     insert into volunteer_notification_groups (edition_id, sender_id, title, message, target_type, selected_teams, recipient_count)
     select :editionId, :senderId, :title, :message, :target::volunteer_message_target, :selectedTeams::jsonb, count(*) from recipients having count(*) > 0
     returning id, sent_at
   ),
   confirmations as (
     insert into volunteer_notification_confirmations (group_id, user_id)
     select grp.id, r.user_id from grp cross join recipients r
     returning user_id
   )
   select grp.id, grp.sent_at as "sentAt", (select array_agg(user_id order by user_id) from confirmations) as "userIds" from grp`,
  { parts: { byTeam: 'join application_team_assignments ata on ata.application_id = a.id and ata.team_id = any(:teamIds::int[])' } },
);

const PAGE = defineSql<MessageGroupRow>(
  'MessagesRepository.page',
  `select ${GROUP_SELECT} where g.edition_id = :editionId {{scope}} order by g.sent_at desc, g.id desc limit :limit offset :offset`,
  { parts: { scope: SCOPE } },
);

const COUNT = defineSql<{ total: number }>('MessagesRepository.count', 'select count(*)::int as total from volunteer_notification_groups g where g.edition_id = :editionId {{scope}}', {
  parts: { scope: SCOPE },
});

const GROUP = defineSql<MessageGroupRow>('MessagesRepository.group', `select ${GROUP_SELECT} where g.edition_id = :editionId and g.id = :groupId {{scope}}`, { parts: { scope: SCOPE } });

const RECIPIENTS = defineSql<MessageRecipientDto>(
  'MessagesRepository.recipients',
  `select c.user_id as "userId", u.pseudo, u.prenom, u.nom, c.confirmed_at as "confirmedAt"
   from volunteer_notification_confirmations c join users u on u.id = c.user_id
   where c.group_id = :groupId order by c.confirmed_at is not null, lower(u.pseudo), u.id`,
);

const CLAIM_REMINDER = defineSql<{ claimedAt: Date | null; remindedAt: Date | null; unconfirmed: number[] | null }>(
  'MessagesRepository.claimReminder',
  `with claimed as (
     update volunteer_notification_groups set reminded_at = now()
     where id = :groupId and (reminded_at is null or reminded_at < now() - interval '10 minutes')
       and exists (select 1 from volunteer_notification_confirmations c where c.group_id = :groupId and c.confirmed_at is null)
     returning reminded_at
   )
   select (select reminded_at from claimed) as "claimedAt",
     (select reminded_at from volunteer_notification_groups where id = :groupId) as "remindedAt",
     (select array_agg(user_id order by user_id) from volunteer_notification_confirmations where group_id = :groupId and confirmed_at is null) as unconfirmed`,
);

const OF_RECIPIENT = defineSql<{ id: number; title: string; message: string; senderPseudo: string | null; sentAt: Date; confirmedAt: Date | null }>(
  'MessagesRepository.ofRecipient',
  `select g.id, g.title, g.message, u.pseudo as "senderPseudo", g.sent_at as "sentAt", c.confirmed_at as "confirmedAt"
   from volunteer_notification_confirmations c
   join volunteer_notification_groups g on g.id = c.group_id
   left join users u on u.id = g.sender_id
   where c.group_id = :groupId and c.user_id = :userId and g.edition_id = :editionId`,
);

const CONFIRM = defineSql<{ confirmedAt: Date }>(
  'MessagesRepository.confirm',
  `update volunteer_notification_confirmations c set confirmed_at = coalesce(c.confirmed_at, now())
   from volunteer_notification_groups g
   where g.id = c.group_id and c.group_id = :groupId and c.user_id = :userId and g.edition_id = :editionId
   returning c.confirmed_at as "confirmedAt"`,
);

export interface SentGroup {
  id: number;
  sentAt: Date;
  userIds: number[];
}

/** Every query of group messages. */
@Injectable()
export class MessagesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Which of these ids are teams of the edition. */
  async teamIdsOf(editionId: number, teamIds: readonly number[]): Promise<number[]> {
    const rows = await query(this.em, TEAM_IDS_OF, { editionId, teamIds: intArray(teamIds) });
    return rows.map((r) => r.id);
  }

  /**
   * Stores the group and a confirmation row per recipient in one statement: the accepted volunteers of
   * the edition (of the chosen teams for TEAMS), each once, the sender left out. Nothing is stored
   * when nobody is reached (null).
   */
  async send(
    editionId: number,
    senderId: number,
    input: { title: string; message: string; target: MessageTarget; teamIds: readonly number[] },
  ): Promise<SentGroup | null> {
    const byTeam = input.target === MessageTarget.TEAMS;
    const row = await maybeOne(
      this.em,
      SEND,
      {
        editionId,
        accepted: ApplicationStatus.ACCEPTED,
        senderId,
        title: input.title,
        message: input.message,
        target: input.target,
        selectedTeams: byTeam ? JSON.stringify(input.teamIds) : null,
        ...(byTeam ? { teamIds: intArray(input.teamIds) } : {}),
      },
      { byTeam },
    );
    return row ? { id: row.id, sentAt: new Date(row.sentAt), userIds: row.userIds ?? [] } : null;
  }

  /** A page of the edition's groups the scope sees, newest first, and how many there are. */
  async page(editionId: number, scope: TeamScope, userId: number, limit: number, offset: number): Promise<[MessageGroupRow[], number]> {
    const filter = scopeFilter(scope, userId);
    const [items, count] = await Promise.all([
      query(this.em, PAGE, { editionId, ...filter.params, limit, offset }, filter.parts),
      one(this.em, COUNT, { editionId, ...filter.params }, filter.parts),
    ]);
    return [items, count.total];
  }

  /** One group of the edition, if the scope sees it. */
  async group(editionId: number, groupId: number, scope: TeamScope, userId: number): Promise<MessageGroupRow | null> {
    const filter = scopeFilter(scope, userId);
    return maybeOne(this.em, GROUP, { editionId, groupId, ...filter.params }, filter.parts);
  }

  /** Every recipient of a group, those who have not confirmed first, then by pseudo. */
  recipients(groupId: number): Promise<MessageRecipientDto[]> {
    return query(this.em, RECIPIENTS, { groupId });
  }

  /**
   * Claims a reminder of the group (one statement, whatever the replicas and parallel requests): at
   * most one per REMIND interval, and only while someone has not confirmed. Answers the time claimed
   * (null: refused), the last reminder and the recipients still to confirm.
   */
  async claimReminder(groupId: number): Promise<{ claimedAt: Date | null; remindedAt: Date | null; unconfirmed: number[] }> {
    const row = await one(this.em, CLAIM_REMINDER, { groupId });
    return { claimedAt: row.claimedAt ? new Date(row.claimedAt) : null, remindedAt: row.remindedAt ? new Date(row.remindedAt) : null, unconfirmed: row.unconfirmed ?? [] };
  }

  /** The group as its recipient sees it; null when the user is not a recipient (or no such group in the edition). */
  async ofRecipient(
    editionId: number,
    groupId: number,
    userId: number,
  ): Promise<{ id: number; title: string; message: string; senderPseudo: string | null; sentAt: Date; confirmedAt: Date | null } | null> {
    return maybeOne(this.em, OF_RECIPIENT, { groupId, userId, editionId });
  }

  /**
   * Sets the recipient's confirmation once (one statement; a parallel or later call keeps the first
   * time): the time of the first confirmation, null when the user is not a recipient.
   */
  async confirm(editionId: number, groupId: number, userId: number): Promise<Date | null> {
    const row = await maybeOne(this.em, CONFIRM, { groupId, userId, editionId });
    return row ? new Date(row.confirmedAt) : null;
  }
}
