import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { msg, Trim } from '../../core/validation/validation';
import { PASSWORD_MAX, PASSWORD_MIN, PSEUDO_PATTERN } from '../auth/auth.dto';
import { LANGUAGES } from '../users/user.entity';

export class UpdateProfileDto {
  @ApiPropertyOptional({ minLength: 3, maxLength: 40 })
  @IsOptional()
  @Trim()
  @IsString()
  @Length(3, 40, msg('validation.length'))
  @Matches(PSEUDO_PATTERN, msg('validation.pseudoPattern'))
  pseudo?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(100, msg('validation.maxLength'))
  nom?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(100, msg('validation.maxLength'))
  prenom?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 30, description: 'Empty string clears it' })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @Matches(/^\+?[0-9 ().-]{6,30}$/, msg('validation.phone'))
  phone?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn([...LANGUAGES], msg('validation.language'))
  preferredLanguage?: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(PASSWORD_MAX, msg('validation.maxLength'))
  currentPassword!: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsString()
  @MinLength(PASSWORD_MIN, msg('validation.passwordMinLength'))
  @MaxLength(PASSWORD_MAX, msg('validation.maxLength'))
  newPassword!: string;
}
