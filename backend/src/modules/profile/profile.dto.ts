import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IfGiven, OptionalPhone, Secret, Text } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import { NewPassword, PASSWORD_MAX, Pseudo } from '../auth/auth.dto';
import { LANGUAGES } from '../users/user.dto';

export class UpdateProfileDto {
  @Pseudo({ optional: true }) pseudo?: string;
  @Text(100, { optional: true }) nom?: string;
  @Text(100, { optional: true }) prenom?: string;
  @OptionalPhone() phone?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IfGiven()
  @IsIn([...LANGUAGES], msg('validation.language'))
  preferredLanguage?: string;
}

export class ChangePasswordDto {
  @Secret(PASSWORD_MAX) currentPassword!: string;
  @NewPassword() newPassword!: string;
}
