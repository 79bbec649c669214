import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { msg, Trim } from '../../core/validation/validation';

export class CreateConventionDto {
  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(200, msg('validation.maxLength'))
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 10000 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(10000, msg('validation.maxLength'))
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'email' })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsEmail({}, msg('validation.isEmail'))
  @MaxLength(254, msg('validation.maxLength'))
  email?: string | null;
}

export class UpdateConventionDto extends CreateConventionDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  declare name: string;
}

export class ConventionRightsDto {
  @ApiProperty() canAddEdition!: boolean;
  @ApiProperty() canEditAllEditions!: boolean;
  @ApiProperty() canDeleteAllEditions!: boolean;
  @ApiProperty() canEditConvention!: boolean;
  @ApiProperty() canDeleteConvention!: boolean;
  @ApiProperty() canManageCollaborators!: boolean;
  @ApiProperty() canManageVolunteers!: boolean;
  @ApiProperty() canManageArtists!: boolean;
}

export class ConventionPermissionsDto extends ConventionRightsDto {
  @ApiProperty() view!: boolean;
  @ApiProperty() team!: boolean;
  @ApiProperty() isAuthor!: boolean;
  @ApiProperty() isCollaborator!: boolean;
}

export class ConventionDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) logo!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty() authorId!: number;
  @ApiProperty() isArchived!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) archivedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

export class MyConventionDto extends ConventionDto {
  @ApiProperty({ type: ConventionPermissionsDto }) permissions!: ConventionPermissionsDto;
  @ApiProperty({ type: String, nullable: true, description: 'Collaborator title' }) title!: string | null;
}

export class MyConventionsDto {
  @ApiProperty({ type: [MyConventionDto] }) items!: MyConventionDto[];
}

/** Rights sent when adding or changing a collaborator; omitted ones are false (add) or unchanged (update). */
export class RightsInputDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) canAddEdition?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) canEditAllEditions?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) canDeleteAllEditions?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) canEditConvention?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) canDeleteConvention?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) canManageCollaborators?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) canManageVolunteers?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) canManageArtists?: boolean;
}

export class AddCollaboratorDto {
  @ApiProperty({ description: 'Pseudo or e-mail of an existing user' })
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(254, msg('validation.maxLength'))
  identifier!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(100, msg('validation.maxLength'))
  title?: string | null;

  @ApiPropertyOptional({ type: RightsInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RightsInputDto)
  rights?: RightsInputDto;
}

export class UpdateCollaboratorDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(100, msg('validation.maxLength'))
  title?: string | null;

  @ApiPropertyOptional({ type: RightsInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RightsInputDto)
  rights?: RightsInputDto;
}

export class CollaboratorUserDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty() prenom!: string;
  @ApiProperty() nom!: string;
  @ApiProperty() emailHash!: string;
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

export class ClaimRequestedDto {
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt!: string;
}

export class ClaimStatusDto {
  @ApiProperty({ description: 'Whether the caller may ask to take this convention over' }) claimable!: boolean;
}

export class ClaimVerifyDto {
  @ApiProperty({ pattern: '^[0-9]{6}$' })
  @IsString()
  @Matches(/^[0-9]{6}$/, msg('validation.verificationCode'))
  code!: string;
}

export class EditionRightsInputDto {
  @ApiProperty() @IsBoolean(msg('validation.isBoolean')) canEdit!: boolean;
  @ApiProperty() @IsBoolean(msg('validation.isBoolean')) canDelete!: boolean;
  @ApiProperty() @IsBoolean(msg('validation.isBoolean')) canManageVolunteers!: boolean;
  @ApiProperty() @IsBoolean(msg('validation.isBoolean')) canManageArtists!: boolean;
}

export class PerEditionRightsDto extends EditionRightsInputDto {
  @ApiProperty() editionId!: number;
}

export class PerEditionRightsListDto {
  @ApiProperty({ type: [PerEditionRightsDto] }) items!: PerEditionRightsDto[];
}
