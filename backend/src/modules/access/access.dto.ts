import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { decorateFields, Flag, IfGiven, OptionalText, Text } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import type { User } from '../users/user.entity';
import {
  CONVENTION_GRANT_FIELDS,
  CONVENTION_RIGHT_LIST,
  EDITION_GRANT_FIELDS,
  EDITION_RIGHT_LIST,
  type ConventionGrantField,
  type ConventionGrants,
  type ConventionRightField,
  type EditionGrantField,
  type EditionGrants,
  type EditionRightField,
} from './access.registry';
import type { CollaboratorPermissionHistory, ConventionCollaborator } from './collaborator.entity';

/** Whether each convention right is given to a collaborator. */
export class ConventionRightsDto {}
export interface ConventionRightsDto extends ConventionGrants {}
decorateFields(ConventionRightsDto, CONVENTION_GRANT_FIELDS, () => ApiProperty({ type: Boolean }));

/** What the caller may do on a convention; the front end hides the rest. */
export class ConventionPermissionsDto {
  @ApiProperty() isAuthor!: boolean;
  @ApiProperty() isCollaborator!: boolean;
}
export interface ConventionPermissionsDto extends Record<ConventionRightField, boolean> {}
decorateFields(
  ConventionPermissionsDto,
  CONVENTION_RIGHT_LIST.map((r) => r.field),
  () => ApiProperty({ type: Boolean }),
);

/** What the caller may do on an edition; the front end hides the rest. */
export class EditionPermissionsDto {}
export interface EditionPermissionsDto extends Record<EditionRightField, boolean> {}
decorateFields(
  EditionPermissionsDto,
  EDITION_RIGHT_LIST.map((r) => r.field),
  () => ApiProperty({ type: Boolean }),
);

/** What the caller may do on one edition of a convention. */
export class EditionPermissionsItemDto extends EditionPermissionsDto {
  @ApiProperty() editionId!: number;
}

export class EditionPermissionsListDto {
  @ApiProperty({ type: [EditionPermissionsItemDto] }) items!: EditionPermissionsItemDto[];
}

/** Rights sent when adding or changing a collaborator; omitted ones are false (add) or unchanged (update). */
export class RightsInputDto {}
export interface RightsInputDto extends Partial<ConventionGrants> {}
decorateFields(RightsInputDto, CONVENTION_GRANT_FIELDS, () => Flag());

/** The rights given on one edition; an omitted one stays as it is (none, for a collaborator without rights there yet). */
export class EditionRightsInputDto {}
export interface EditionRightsInputDto extends Partial<EditionGrants> {}
decorateFields(EditionRightsInputDto, EDITION_GRANT_FIELDS, () => Flag());

/** A collaborator's rights on one edition. */
export class PerEditionRightsDto {
  @ApiProperty() editionId!: number;
}
export interface PerEditionRightsDto extends EditionGrants {}
decorateFields(PerEditionRightsDto, EDITION_GRANT_FIELDS, () => ApiProperty({ type: Boolean }));

export class PerEditionRightsListDto {
  @ApiProperty({ type: [PerEditionRightsDto] }) items!: PerEditionRightsDto[];
}

class CollaboratorChangeDto {
  @OptionalText(100) title?: string | null;

  @ApiPropertyOptional({ type: RightsInputDto })
  @IfGiven()
  @IsObject(msg('validation.isObject'))
  @ValidateNested()
  @Type(() => RightsInputDto)
  rights?: RightsInputDto;
}

export class AddCollaboratorDto extends CollaboratorChangeDto {
  @Text(254, { description: 'Pseudo or e-mail of an existing user' }) identifier!: string;
}

export class UpdateCollaboratorDto extends CollaboratorChangeDto {}

export class CollaboratorUserDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty() prenom!: string;
  @ApiProperty() nom!: string;
  @ApiProperty({ type: String, nullable: true }) profilePicture!: string | null;
}

export class CollaboratorDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: CollaboratorUserDto }) user!: CollaboratorUserDto;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ type: ConventionRightsDto }) rights!: ConventionRightsDto;
  @ApiProperty({ type: String, format: 'date-time' }) addedAt!: string;
  @ApiProperty({ type: Number, nullable: true }) addedById!: number | null;
}

export class CollaboratorsDto {
  @ApiProperty({ type: CollaboratorUserDto }) author!: CollaboratorUserDto;
  @ApiProperty({ type: [CollaboratorDto] }) items!: CollaboratorDto[];
}

export class HistoryEntryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ['CREATED', 'RIGHTS_UPDATED', 'PER_EDITIONS_UPDATED', 'ARCHIVED', 'UNARCHIVED', 'REMOVED'], enumName: 'PermissionChangeType' })
  changeType!: string;
  @ApiProperty({ type: CollaboratorUserDto, nullable: true }) actor!: CollaboratorUserDto | null;
  @ApiProperty({ type: CollaboratorUserDto, nullable: true }) targetUser!: CollaboratorUserDto | null;
  @ApiProperty({ type: Object, nullable: true }) before!: Record<string, unknown> | null;
  @ApiProperty({ type: Object, nullable: true }) after!: Record<string, unknown> | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class HistoryDto {
  @ApiProperty({ type: [HistoryEntryDto] }) items!: HistoryEntryDto[];
}

export function toUserSummary(u: User): CollaboratorUserDto {
  return { id: u.id, pseudo: u.pseudo, prenom: u.prenom, nom: u.nom, profilePicture: u.profilePicture ?? null };
}

export function toCollaboratorDto(c: ConventionCollaborator): CollaboratorDto {
  return { id: c.id, user: toUserSummary(c.user), title: c.title ?? null, rights: c.grants(), addedAt: c.addedAt.toISOString(), addedById: c.addedBy?.id ?? null };
}

export function toHistoryEntryDto(h: CollaboratorPermissionHistory): HistoryEntryDto {
  return {
    id: h.id,
    changeType: h.changeType,
    actor: h.actor ? toUserSummary(h.actor) : null,
    targetUser: h.targetUser ? toUserSummary(h.targetUser) : null,
    before: h.before ?? null,
    after: h.after ?? null,
    createdAt: h.createdAt.toISOString(),
  };
}

/**
 * The grantable rights in display order: documents the ConventionGrant and EditionGrant enums the
 * generated client carries, from which the front end's rights lists come.
 */
export class GrantableRightsDto {
  @ApiProperty({ enum: CONVENTION_GRANT_FIELDS, enumName: 'ConventionGrant', isArray: true }) convention!: ConventionGrantField[];
  @ApiProperty({ enum: EDITION_GRANT_FIELDS, enumName: 'EditionGrant', isArray: true }) edition!: EditionGrantField[];
}
