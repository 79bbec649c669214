import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsEnum, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Flag, OptionalText, stacked, Text } from '../../core/validation/fields';
import { msg, PageQuery, Trim } from '../../core/validation/validation';
import { FeedbackType, type Feedback } from './feedback.entity';

export class CreateFeedbackDto {
  @ApiProperty({ enum: FeedbackType, enumName: 'FeedbackType' })
  @IsEnum(FeedbackType, msg('validation.isEnum'))
  type!: FeedbackType;

  @Text(200) subject!: string;
  @Text(5000) message!: string;

  @(stacked(
    ApiPropertyOptional({ description: 'Required for visitors', format: 'email' }),
    IsOptional(),
    Trim(),
    IsString(),
    MaxLength(254, msg('validation.maxLength')),
    IsEmail({}, msg('validation.isEmail')),
  ))
  email?: string;

  @Text(100, { optional: true, description: 'Required for visitors' }) name?: string;

  @(stacked(ApiPropertyOptional({ description: 'Page the feedback was sent from' }), IsOptional(), IsString(), MaxLength(2000, msg('validation.maxLength'))))
  url?: string;
}

export class FeedbackUserDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty() email!: string;
}

export class FeedbackDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: FeedbackType, enumName: 'FeedbackType' }) type!: FeedbackType;
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: Number, nullable: true }) userId!: number | null;
  @ApiProperty({ type: FeedbackUserDto, nullable: true }) user!: FeedbackUserDto | null;
  @ApiProperty({ type: String, nullable: true }) userAgent!: string | null;
  @ApiProperty({ type: String, nullable: true }) url!: string | null;
  @ApiProperty() resolved!: boolean;
  @ApiProperty({ type: String, nullable: true }) adminNotes!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class FeedbackCreatedDto {
  @ApiProperty() id!: number;
}

export class FeedbackListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Omit for all' })
  @IsOptional()
  @IsIn(['true', 'false'], msg('validation.isIn'))
  resolved?: 'true' | 'false';
}

export class FeedbackListDto {
  @ApiProperty({ type: [FeedbackDto] }) items!: FeedbackDto[];
  @ApiProperty() total!: number;
}

export class UpdateFeedbackDto {
  @Flag() resolved?: boolean;

  @OptionalText(5000) adminNotes?: string | null;
}

/** The one mapper of a feedback message to the API. */
export function toFeedbackDto(f: Feedback): FeedbackDto {
  return {
    id: f.id,
    type: f.type,
    subject: f.subject,
    message: f.message,
    email: f.email ?? null,
    name: f.name ?? null,
    userId: f.user?.id ?? null,
    user: f.user ? { id: f.user.id, pseudo: f.user.pseudo, email: f.user.email } : null,
    userAgent: f.userAgent ?? null,
    url: f.url ?? null,
    resolved: f.resolved,
    adminNotes: f.adminNotes ?? null,
    createdAt: f.createdAt.toISOString(),
  };
}
