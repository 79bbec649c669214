import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { UnauthorizedError } from '../../core/errors/app-errors';
import { RequestLanguage } from '../../core/i18n/server-i18n';
import { HttpSession, type SessionHandle } from '../../core/sessions/session-login';
import { Limited } from '../../core/throttle/limited';
import { ClientInfo, type Client } from '../../core/web/client-info';
import { CurrentUser, Public } from '../access/access.decorators';
import { SessionDto, toUserDto, UserResponseDto } from '../users/user.dto';
import type { User } from '../users/user.entity';
import { EmailDto, LoginDto, RegisterDto, ResetPasswordDto, VerifyEmailDto } from './auth.dto';
import { AuthService } from './auth.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Creates an unverified account and mails a 6-digit code; the user signs in by entering it. */
  @Post('register')
  @Limited('register')
  @Public()
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiConflictResponse({ description: 'E-mail or pseudo already used (errors.email / errors.pseudo)' })
  async register(@Body() dto: RegisterDto, @RequestLanguage() language: string, @ClientInfo() client: Client): Promise<UserResponseDto> {
    return { user: toUserDto(await this.auth.register(dto, language, client.ip)) };
  }

  @Post('verify-email')
  @Limited('verifyEmail')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto })
  async verifyEmail(@Body() dto: VerifyEmailDto, @HttpSession() session: SessionHandle): Promise<UserResponseDto> {
    const user = await this.auth.verifyEmail(dto.email, dto.code);
    await session.start(user, false);
    return { user: toUserDto(user) };
  }

  @Post('resend-verification')
  @Limited('resendVerification')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse()
  async resendVerification(@Body() dto: EmailDto): Promise<void> {
    await this.auth.resendVerification(dto.email);
  }

  @Post('login')
  @Limited('login', 'loginAddress')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto })
  async login(@Body() dto: LoginDto, @HttpSession() session: SessionHandle): Promise<UserResponseDto> {
    const user = await session.authenticate<User>('local');
    await session.start(user, dto.rememberMe ?? false);
    return { user: toUserDto(user) };
  }

  @Post('logout')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse()
  logout(@HttpSession() session: SessionHandle): Promise<void> {
    return session.end();
  }

  @Post('forgot-password')
  @Limited('passwordReset', 'passwordResetAddress')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Always, whether the account exists or not' })
  forgotPassword(@Body() dto: EmailDto, @ClientInfo() client: Client): Promise<void> {
    return this.auth.requestPasswordReset(dto.email, client.ip);
  }

  @Post('reset-password')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse()
  resetPassword(@Body() dto: ResetPasswordDto, @HttpSession() session: SessionHandle): Promise<void> {
    return this.auth.resetPassword(dto.token, dto.password, session.id);
  }
}

/** The signed-in user, or 401 "nobody" for a visitor (the sidebase-auth compatible endpoint). */
function signedIn(user: User | undefined): UserResponseDto {
  if (!user) throw new UnauthorizedError();
  return { user: toUserDto(user) };
}

@ApiTags('session')
@Controller()
export class SessionController {
  /** Who is signed in: the user, or `user: null` for a visitor (200 either way: a visit is no error). */
  @Get('session/me')
  @Public()
  @ApiOkResponse({ type: SessionDto })
  me(@CurrentUser({ optional: true }) user: User | undefined): SessionDto {
    return { user: user ? toUserDto(user) : null };
  }

  @Get('_auth/session')
  @Public()
  @ApiOkResponse({ type: UserResponseDto })
  session(@CurrentUser({ optional: true }) user: User | undefined): UserResponseDto {
    return signedIn(user);
  }

  @Delete('_auth/session')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse()
  clear(@HttpSession() session: SessionHandle): Promise<void> {
    return session.end();
  }
}
