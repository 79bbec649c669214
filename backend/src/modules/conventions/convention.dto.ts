import { UnderscoreNamingStrategy } from '@mikro-orm/core';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Email, IfGiven, OptionalText, SixDigitCode, Text } from '../../core/validation/fields';
import { ConventionPermissionsDto } from '../access/access.dto';

export class CreateConventionDto {
  @Text(200) name!: string;
  @OptionalText(10000) description?: string | null;
  @Email({ optional: true }) email?: string | null;
}

export class UpdateConventionDto extends CreateConventionDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IfGiven()
  declare name: string;
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

/**
 * What toConventionDto reads: a Convention entity or a row read with CONVENTION_SELECT, both under
 * the DTO's field names; times may come as Date or as text.
 */
export interface ConventionRecord {
  id: number;
  name: string;
  description?: string | null;
  logo?: string | null;
  email?: string | null;
  authorId: number;
  isArchived: boolean;
  archivedAt?: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The one mapper of a convention to the API. */
export function toConventionDto(c: ConventionRecord): ConventionDto {
  return {
    id: c.id,
    name: c.name,
    description: c.description ?? null,
    logo: c.logo ?? null,
    email: c.email ?? null,
    authorId: c.authorId,
    isArchived: c.isArchived,
    archivedAt: c.archivedAt ? iso(c.archivedAt) : null,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}

const naming = new UnderscoreNamingStrategy();

/** Every field of ConventionDto as SQL, read from `conventions c` under its DTO name. */
export const CONVENTION_SELECT = (['id', 'name', 'description', 'logo', 'email', 'authorId', 'isArchived', 'archivedAt', 'createdAt', 'updatedAt'] as const satisfies readonly (keyof ConventionRecord)[])
  .map((field) => `c.${naming.propertyToColumnName(field)} as "${field}"`)
  .join(', ');

export class MyConventionDto extends ConventionDto {
  @ApiProperty({ type: ConventionPermissionsDto }) permissions!: ConventionPermissionsDto;
  @ApiProperty({ type: String, nullable: true, description: 'Collaborator title' }) title!: string | null;
}

export class MyConventionsDto {
  @ApiProperty({ type: [MyConventionDto] }) items!: MyConventionDto[];
}

export class ClaimRequestedDto {
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt!: string;
}

export class ClaimStatusDto {
  @ApiProperty({ description: 'Whether the caller may ask to take this convention over' }) claimable!: boolean;
}

export class ClaimVerifyDto {
  @SixDigitCode() code!: string;
}
