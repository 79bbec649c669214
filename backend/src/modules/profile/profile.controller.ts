import { Body, Controller, Delete, Get, HttpCode, Patch, Post, UploadedFile } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { HttpSession, type SessionHandle } from '../../core/sessions/session-login';
import { Limited } from '../../core/throttle/limited';
import { ImageUpload } from '../../core/uploads/image-upload.dto';
import { requireImage } from '../../core/uploads/images';
import { CurrentUser, SignedIn } from '../access/access.decorators';
import { toUserDto, UserResponseDto } from '../users/user.dto';
import type { User } from '../users/user.entity';
import { ChangePasswordDto, UpdateProfileDto } from './profile.dto';
import { ProfileService } from './profile.service';

/** The signed-in user's own account. */
@ApiTags('profile')
@Controller('profile')
@SignedIn()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get()
  @ApiOkResponse({ type: UserResponseDto })
  async get(@CurrentUser() user: User): Promise<UserResponseDto> {
    return { user: toUserDto(await this.profile.load(user.id)) };
  }

  @Patch()
  @ApiOkResponse({ type: UserResponseDto })
  async update(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserResponseDto> {
    return { user: toUserDto(await this.profile.update(user.id, dto)) };
  }

  @Post('picture')
  @Limited('profilePicture')
  @ImageUpload()
  @ApiOkResponse({ type: UserResponseDto })
  async uploadPicture(@CurrentUser() user: User, @UploadedFile() file: Express.Multer.File | undefined): Promise<UserResponseDto> {
    return { user: toUserDto(await this.profile.setPicture(user.id, requireImage(file))) };
  }

  @Delete('picture')
  @ApiOkResponse({ type: UserResponseDto })
  async removePicture(@CurrentUser() user: User): Promise<UserResponseDto> {
    return { user: toUserDto(await this.profile.removePicture(user.id)) };
  }

  @Post('password')
  @Limited('passwordChange')
  @HttpCode(204)
  @ApiNoContentResponse()
  changePassword(@CurrentUser() user: User, @Body() dto: ChangePasswordDto, @HttpSession() session: SessionHandle): Promise<void> {
    return this.profile.changePassword(user.id, dto, session.id);
  }
}
