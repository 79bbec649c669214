import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UnauthorizedError } from '../../core/errors/app-errors';
import { requestLanguage } from '../../core/i18n/server-i18n';
import { Public } from '../access/access.decorators';
import { authenticate, endSession, startSession } from '../../core/sessions/session-login';
import { toUserDto, UserResponseDto } from '../users/user.dto';
import type { User } from '../users/user.entity';
import { EmailDto, LoginDto, RegisterDto, ResetPasswordDto, VerifyEmailDto } from './auth.dto';
import { AuthService } from './auth.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Creates an unverified account and mails a 6-digit code; the user signs in by entering it. */
  @Post('register')
  @Public()
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiConflictResponse({ description: 'E-mail or pseudo already used (errors.email / errors.pseudo)' })
  async register(@Body() dto: RegisterDto, @Req() req: Request): Promise<UserResponseDto> {
    const user = await this.auth.register(dto, requestLanguage(req));
    return { user: toUserDto(user) };
  }

  @Post('verify-email')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto })
  async verifyEmail(@Body() dto: VerifyEmailDto, @Req() req: Request): Promise<UserResponseDto> {
    const user = await this.auth.verifyEmail(dto.email, dto.code);
    await startSession(req, user, false);
    return { user: toUserDto(user) };
  }

  @Post('resend-verification')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiTooManyRequestsResponse({ description: 'Asked again within 60 s' })
  async resendVerification(@Body() dto: EmailDto): Promise<void> {
    await this.auth.resendVerification(dto.email);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto })
  @ApiTooManyRequestsResponse({ description: '10 failures in 15 minutes for this identifier and address' })
  async login(@Body() dto: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserResponseDto> {
    const user = await authenticate('local', req, res);
    await startSession(req, user, dto.rememberMe ?? false);
    return { user: toUserDto(user) };
  }

  @Post('logout')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await endSession(req, res);
  }

  @Post('forgot-password')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Always, whether the account exists or not' })
  async forgotPassword(@Body() dto: EmailDto, @Req() req: Request): Promise<void> {
    await this.auth.requestPasswordReset(dto.email, req.ip ?? 'unknown');
  }

  @Post('reset-password')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse()
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<void> {
    await this.auth.resetPassword(dto.token, dto.password);
  }
}

function currentUser(req: Request): UserResponseDto {
  if (!req.user) throw new UnauthorizedError();
  return { user: toUserDto(req.user as User) };
}

@ApiTags('session')
@Controller()
export class SessionController {
  @Get('session/me')
  @Public()
  @ApiOkResponse({ type: UserResponseDto })
  me(@Req() req: Request): UserResponseDto {
    return currentUser(req);
  }

  @Get('_auth/session')
  @Public()
  @ApiOkResponse({ type: UserResponseDto })
  session(@Req() req: Request): UserResponseDto {
    return currentUser(req);
  }

  @Delete('_auth/session')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse()
  async clear(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await endSession(req, res);
  }
}
