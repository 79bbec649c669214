import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { Request } from 'express';

type MulterFile = Express.Multer.File;
import { BadRequestError } from '../../core/errors/app-errors';
import { MAX_IMAGE_BYTES } from '../../core/uploads/images';
import { SignedIn } from '../access/access.decorators';
import { toUserDto, UserResponseDto } from '../users/user.dto';
import type { User } from '../users/user.entity';
import { ImageUploadDto } from '../../core/uploads/image-upload.dto';
import { ChangePasswordDto, UpdateProfileDto } from './profile.dto';
import { ProfileService } from './profile.service';

const actorId = (req: Request) => (req.user as User).id;

@ApiTags('profile')
@Controller('profile')
@SignedIn()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get()
  @ApiOkResponse({ type: UserResponseDto })
  async get(@Req() req: Request): Promise<UserResponseDto> {
    return { user: toUserDto(await this.profile.load(actorId(req))) };
  }

  @Patch()
  @ApiOkResponse({ type: UserResponseDto })
  async update(@Req() req: Request, @Body() dto: UpdateProfileDto): Promise<UserResponseDto> {
    return { user: toUserDto(await this.profile.update(actorId(req), dto)) };
  }

  @Post('picture')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadDto })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiPayloadTooLargeResponse({ description: 'Over 5 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG or WebP image' })
  // One byte over the limit lets the image check answer 413 itself rather than multer's generic error.
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }))
  async uploadPicture(@Req() req: Request, @UploadedFile() file: MulterFile | undefined): Promise<UserResponseDto> {
    if (!file) throw new BadRequestError('errors.fileMissing', { fields: { file: [{ key: 'errors.fileMissing' }] } });
    return { user: toUserDto(await this.profile.setPicture(actorId(req), file.buffer)) };
  }

  @Delete('picture')
  @ApiOkResponse({ type: UserResponseDto })
  async removePicture(@Req() req: Request): Promise<UserResponseDto> {
    return { user: toUserDto(await this.profile.removePicture(actorId(req))) };
  }

  @Post('password')
  @HttpCode(204)
  @ApiNoContentResponse()
  async changePassword(@Req() req: Request, @Body() dto: ChangePasswordDto): Promise<void> {
    await this.profile.changePassword(actorId(req), dto, req.sessionID);
  }
}
