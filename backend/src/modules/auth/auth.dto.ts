import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { msg, Trim } from '../../core/validation/validation';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Letters, digits, dot, dash and underscore; never '@', so sign-in by pseudo or e-mail is unambiguous. */
export const PSEUDO_PATTERN = /^[\p{L}\p{N}_.-]+$/u;

export class PasswordField {
  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsString()
  @MinLength(PASSWORD_MIN, msg('validation.passwordMinLength'))
  @MaxLength(PASSWORD_MAX, msg('validation.maxLength'))
  password!: string;
}

export class RegisterDto extends PasswordField {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @Trim()
  @IsEmail({}, msg('validation.isEmail'))
  @MaxLength(254, msg('validation.maxLength'))
  email!: string;

  @ApiProperty({ minLength: 3, maxLength: 40 })
  @Trim()
  @IsString()
  @Length(3, 40, msg('validation.length'))
  @Matches(PSEUDO_PATTERN, msg('validation.pseudoPattern'))
  pseudo!: string;

  @ApiProperty({ description: 'Last name', maxLength: 100 })
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(100, msg('validation.maxLength'))
  nom!: string;

  @ApiProperty({ description: 'First name', maxLength: 100 })
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(100, msg('validation.maxLength'))
  prenom!: string;
}

export class LoginDto {
  @ApiProperty({ description: 'E-mail or pseudo' })
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(254, msg('validation.maxLength'))
  identifier!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(PASSWORD_MAX, msg('validation.maxLength'))
  password!: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}

export class EmailDto {
  @ApiProperty({ format: 'email' })
  @Trim()
  @IsEmail({}, msg('validation.isEmail'))
  @MaxLength(254, msg('validation.maxLength'))
  email!: string;
}

export class VerifyEmailDto extends EmailDto {
  @ApiProperty({ pattern: '^[0-9]{6}$' })
  @Trim()
  @IsString()
  @Matches(/^[0-9]{6}$/, msg('validation.verificationCode'))
  code!: string;
}

export class ResetPasswordDto extends PasswordField {
  @ApiProperty()
  @IsString()
  @Length(64, 64, msg('validation.invalidToken'))
  token!: string;
}

export class MessageDto {
  @ApiProperty() message!: string;
}
