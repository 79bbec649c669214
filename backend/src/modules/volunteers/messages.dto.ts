import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsEnum, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { stacked, Text } from '../../core/validation/fields';
import { msg, PageQuery } from '../../core/validation/validation';
import { MESSAGE_MAX, MESSAGE_TITLE_MAX } from './messages-rules';
import { MessageTarget } from './volunteer-fields';

const TARGET_SCHEMA = { enum: MessageTarget, enumName: 'VolunteerMessageTarget' } as const;
/** Largest value of a PostgreSQL int: no id can be above. */
const MAX_ID = 2_147_483_647;

/** A list of team ids: at least one when the message goes to teams, each a whole positive number. */
const TeamIds = () =>
  stacked(
    ApiPropertyOptional({ type: [Number], maxItems: 100, description: 'The teams written to (target TEAMS); ignored for ALL' }),
    ValidateIf((o: SendMessageDto) => o.target === MessageTarget.TEAMS || o.teamIds !== undefined),
    IsArray(msg('validation.isObject')),
    ArrayNotEmpty(msg('errors.volunteers.messages.teamsRequired')),
    ArrayMaxSize(100, msg('validation.max')),
    IsInt({ each: true, ...msg('validation.isInt') }),
    Min(1, { each: true, ...msg('validation.min') }),
    Max(MAX_ID, { each: true, ...msg('validation.max') }),
  );

export class SendMessageDto {
  @Text(MESSAGE_TITLE_MAX) title!: string;
  @Text(MESSAGE_MAX) message!: string;
  @ApiProperty(TARGET_SCHEMA)
  @IsEnum(MessageTarget, msg('validation.isEnum'))
  target!: MessageTarget;
  @TeamIds() teamIds?: number[];
}

export class MessageListQuery extends PageQuery {}

export class MessageSenderDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
}

export class MessageTeamDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: '#rrggbb' }) color!: string;
}

export class MessageGroupDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: MessageSenderDto, nullable: true, description: 'Null when the sender deleted their account' }) sender!: MessageSenderDto | null;
  @ApiProperty() title!: string;
  @ApiProperty() message!: string;
  @ApiProperty(TARGET_SCHEMA) target!: MessageTarget;
  @ApiProperty({ type: [MessageTeamDto], description: 'The teams written to (target TEAMS; teams deleted since are left out)' }) teams!: MessageTeamDto[];
  @ApiProperty() recipientCount!: number;
  @ApiProperty() confirmedCount!: number;
  @ApiProperty({ type: String, format: 'date-time' }) sentAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) remindedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a reminder may be sent again (null: now)' }) remindableAt!: string | null;
}

/** Whom the caller may write to: every accepted volunteer and any team, or the teams they lead. */
export class MessageScopeDto {
  @ApiProperty({ description: 'May write to every accepted volunteer and to any team' }) all!: boolean;
  @ApiProperty({ type: [Number], description: 'The teams the caller leads (when not all)' }) teamIds!: number[];
}

export class MessageGroupListDto {
  @ApiProperty({ type: [MessageGroupDto] }) items!: MessageGroupDto[];
  @ApiProperty() total!: number;
  @ApiProperty({ type: MessageScopeDto }) scope!: MessageScopeDto;
}

export class MessageRecipientDto {
  @ApiProperty() userId!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty({ type: String, nullable: true }) prenom!: string | null;
  @ApiProperty({ type: String, nullable: true }) nom!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmedAt!: string | null;
}

export class MessageGroupDetailDto extends MessageGroupDto {
  @ApiProperty({ type: [MessageRecipientDto], description: 'Every recipient, those who have not confirmed first' }) recipients!: MessageRecipientDto[];
}

export class RemindedDto {
  @ApiProperty({ description: 'Recipients reminded (those who had not confirmed)' }) remindedCount!: number;
  @ApiProperty({ type: String, format: 'date-time' }) remindedAt!: string;
}

/** What a recipient sees on the confirm page. */
export class MyMessageDto {
  @ApiProperty() id!: number;
  @ApiProperty() editionId!: number;
  @ApiProperty() title!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: String, nullable: true }) senderPseudo!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) sentAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmedAt!: string | null;
}

export class ConfirmedDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'When the caller first confirmed' }) confirmedAt!: string;
}

/** A group as the repository reads it (one row per group). */
export interface MessageGroupRow {
  id: number;
  senderId: number | null;
  senderPseudo: string | null;
  title: string;
  message: string;
  targetType: MessageTarget;
  selectedTeams: number[] | null;
  teams: MessageTeamDto[] | null;
  recipientCount: number;
  confirmedCount: number | string;
  sentAt: Date | string;
  remindedAt: Date | string | null;
}

const iso = (d: Date | string): string => new Date(d).toISOString();

/** The one mapper of a group. */
export function toMessageGroupDto(row: MessageGroupRow, remindableAt: Date | null): MessageGroupDto {
  return {
    id: row.id,
    sender: row.senderId !== null && row.senderPseudo !== null ? { id: row.senderId, pseudo: row.senderPseudo } : null,
    title: row.title,
    message: row.message,
    target: row.targetType,
    teams: row.teams ?? [],
    recipientCount: row.recipientCount,
    confirmedCount: Number(row.confirmedCount),
    sentAt: iso(row.sentAt),
    remindedAt: row.remindedAt ? iso(row.remindedAt) : null,
    remindableAt: remindableAt ? remindableAt.toISOString() : null,
  };
}

/** A recipient as the repository reads them (the confirmation an instant). */
export interface MessageRecipientRow {
  userId: number;
  pseudo: string;
  prenom: string | null;
  nom: string | null;
  confirmedAt: Date | string | null;
}

/** A group with every recipient. */
export function toMessageGroupDetailDto(row: MessageGroupRow, remindableAt: Date | null, recipients: readonly MessageRecipientRow[]): MessageGroupDetailDto {
  return { ...toMessageGroupDto(row, remindableAt), recipients: recipients.map((r) => ({ ...r, confirmedAt: r.confirmedAt ? iso(r.confirmedAt) : null })) };
}

/** A message as its recipient reads it. */
export interface MyMessageRow {
  id: number;
  title: string;
  message: string;
  senderPseudo: string | null;
  sentAt: Date | string;
  confirmedAt: Date | string | null;
}

export function toMyMessageDto(row: MyMessageRow, editionId: number): MyMessageDto {
  return {
    id: row.id,
    editionId,
    title: row.title,
    message: row.message,
    senderPseudo: row.senderPseudo,
    sentAt: iso(row.sentAt),
    confirmedAt: row.confirmedAt ? iso(row.confirmedAt) : null,
  };
}
