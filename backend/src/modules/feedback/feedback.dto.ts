import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsEnum, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { msg, PageQuery, Trim } from '../../core/validation/validation';
import { FeedbackType } from './feedback.entity';

export class CreateFeedbackDto {
  @ApiProperty({ enum: FeedbackType, enumName: 'FeedbackType' })
  @IsEnum(FeedbackType, msg('validation.isEnum'))
  type!: FeedbackType;

  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(200, msg('validation.maxLength'))
  subject!: string;

  @ApiProperty({ maxLength: 5000 })
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(5000, msg('validation.maxLength'))
  message!: string;

  @ApiPropertyOptional({ description: 'Required for visitors', format: 'email' })
  @IsOptional()
  @Trim()
  @IsEmail({}, msg('validation.isEmail'))
  @MaxLength(254, msg('validation.maxLength'))
  email?: string;

  @ApiPropertyOptional({ description: 'Required for visitors', maxLength: 100 })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(100, msg('validation.maxLength'))
  name?: string;

  @ApiPropertyOptional({ description: 'Page the feedback was sent from' })
  @IsOptional()
  @IsString()
  @MaxLength(2000, msg('validation.maxLength'))
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
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(msg('validation.isBoolean'))
  resolved?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @IsOptional()
  @IsString()
  @MaxLength(5000, msg('validation.maxLength'))
  adminNotes?: string | null;
}
