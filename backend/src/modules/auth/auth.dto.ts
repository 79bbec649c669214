import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { Email, Flag, IfGiven, Secret, SixDigitCode, stacked, Text } from '../../core/validation/fields';
import { msg, Trim } from '../../core/validation/validation';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Letters, digits, dot, dash and underscore; never '@', so sign-in by pseudo or e-mail is unambiguous. */
export const PSEUDO_PATTERN = /^[\p{L}\p{N}_.-]+$/u;

/** A new password: 8 to 128 characters, taken as typed. */
export function NewPassword(): PropertyDecorator {
  return stacked(
    ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
    IsString(),
    MinLength(PASSWORD_MIN, msg('validation.passwordMinLength')),
    MaxLength(PASSWORD_MAX, msg('validation.maxLength')),
  );
}

/** A pseudo: 3 to 40 letters, digits, dots, dashes or underscores; `optional` when changing a profile. */
export function Pseudo(options: { optional?: boolean } = {}): PropertyDecorator {
  const doc = { minLength: 3, maxLength: 40 };
  return stacked(
    options.optional ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(options.optional ? [IfGiven()] : []),
    Trim(),
    IsString(),
    Length(3, 40, msg('validation.length')),
    Matches(PSEUDO_PATTERN, msg('validation.pseudoPattern')),
  );
}

export class PasswordField {
  @NewPassword() password!: string;
}

export class RegisterDto extends PasswordField {
  @Email() email!: string;
  @Pseudo() pseudo!: string;
  @Text(100, { description: 'Last name' }) nom!: string;
  @Text(100, { description: 'First name' }) prenom!: string;
}

export class LoginDto {
  @Text(254, { description: 'E-mail or pseudo' }) identifier!: string;
  @Secret(PASSWORD_MAX) password!: string;
  @Flag('Keep the session for 30 days') rememberMe?: boolean;
}

export class EmailDto {
  @Email() email!: string;
}

export class VerifyEmailDto extends EmailDto {
  @SixDigitCode() @Trim() code!: string;
}

export class ResetPasswordDto extends PasswordField {
  @(stacked(ApiProperty(), IsString(), Length(64, 64, msg('validation.invalidToken'))))
  token!: string;
}

export class MessageDto {
  @ApiProperty() message!: string;
}
