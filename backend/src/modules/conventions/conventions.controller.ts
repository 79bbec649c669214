import { Body, Controller, Delete, Get, HttpCode, Patch, Post, UploadedFile } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Limited } from '../../core/throttle/limited';
import { ImageUpload } from '../../core/uploads/image-upload.dto';
import { requireImage } from '../../core/uploads/images';
import { ConventionAccess, CurrentConvention, CurrentUser, SignedIn } from '../access/access.decorators';
import type { ConventionAccess as ConventionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { ClaimRequestedDto, ClaimStatusDto, ClaimVerifyDto, ConventionDto, CreateConventionDto, MyConventionsDto, UpdateConventionDto } from './convention.dto';
import { ClaimsService } from './claims.service';
import { ConventionsService } from './conventions.service';

@ApiTags('conventions')
@Controller('conventions')
export class ConventionsController {
  constructor(
    private readonly conventions: ConventionsService,
    private readonly claims: ClaimsService,
  ) {}

  @Post()
  @Limited('newConvention')
  @SignedIn()
  @ApiCreatedResponse({ type: ConventionDto })
  create(@Body() dto: CreateConventionDto, @CurrentUser() user: User): Promise<ConventionDto> {
    return this.conventions.create(dto, user.id);
  }

  /** Conventions the caller created or collaborates on, with the caller's rights on each. */
  @Get('mine')
  @SignedIn()
  @ApiOkResponse({ type: MyConventionsDto })
  async mine(@CurrentUser() user: User): Promise<MyConventionsDto> {
    return { items: await this.conventions.mine(user) };
  }

  @Get(':id')
  @ConventionAccess('view')
  @ApiOkResponse({ type: ConventionDto })
  get(@CurrentConvention() access: ConventionAnswer): ConventionDto {
    return access.convention;
  }

  @Patch(':id')
  @ConventionAccess('editConvention')
  @ApiOkResponse({ type: ConventionDto })
  update(@CurrentConvention() access: ConventionAnswer, @Body() dto: UpdateConventionDto): Promise<ConventionDto> {
    return this.conventions.update(access.convention.id, dto);
  }

  @Post(':id/archive')
  @HttpCode(200)
  @ConventionAccess('editConvention')
  @ApiOkResponse({ type: ConventionDto })
  archive(@CurrentConvention() access: ConventionAnswer, @CurrentUser() user: User): Promise<ConventionDto> {
    return this.conventions.setArchived(access.convention.id, true, user.id);
  }

  @Post(':id/unarchive')
  @HttpCode(200)
  @ConventionAccess('editConvention')
  @ApiOkResponse({ type: ConventionDto })
  unarchive(@CurrentConvention() access: ConventionAnswer, @CurrentUser() user: User): Promise<ConventionDto> {
    return this.conventions.setArchived(access.convention.id, false, user.id);
  }

  @Post(':id/logo')
  @ConventionAccess('editConvention')
  @ImageUpload()
  @ApiOkResponse({ type: ConventionDto })
  uploadLogo(@CurrentConvention() access: ConventionAnswer, @UploadedFile() file: Express.Multer.File | undefined): Promise<ConventionDto> {
    return this.conventions.setLogo(access.convention.id, requireImage(file));
  }

  @Delete(':id/logo')
  @ConventionAccess('editConvention')
  @ApiOkResponse({ type: ConventionDto })
  removeLogo(@CurrentConvention() access: ConventionAnswer): Promise<ConventionDto> {
    return this.conventions.setLogo(access.convention.id, null);
  }

  @Delete(':id')
  @HttpCode(204)
  @ConventionAccess('deleteConvention')
  @ApiNoContentResponse()
  remove(@CurrentConvention() access: ConventionAnswer): Promise<void> {
    return this.conventions.remove(access.convention.id);
  }

  @Get(':id/claim')
  @ConventionAccess('view')
  @ApiOkResponse({ type: ClaimStatusDto })
  async claimStatus(@CurrentConvention() access: ConventionAnswer, @CurrentUser({ optional: true }) user: User | undefined): Promise<ClaimStatusDto> {
    return { claimable: await this.claims.status(access.convention, { userId: user?.id, onTeam: access.permissions.team }) };
  }

  /** Mails a code valid 24 h to the convention's contact address. */
  @Post(':id/claim')
  @Limited('claim')
  @HttpCode(202)
  @ConventionAccess('view', { signedIn: true })
  @ApiResponse({ status: 202, type: ClaimRequestedDto })
  @ApiConflictResponse({ description: 'The convention has an active team or no contact e-mail' })
  async requestClaim(@CurrentConvention() access: ConventionAnswer, @CurrentUser() user: User): Promise<ClaimRequestedDto> {
    const expiresAt = await this.claims.request(access.convention, user);
    return { expiresAt: expiresAt.toISOString() };
  }

  @Post(':id/claim/verify')
  @Limited('claimVerify')
  @HttpCode(200)
  @ConventionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: ConventionDto })
  async verifyClaim(@CurrentConvention() access: ConventionAnswer, @Body() dto: ClaimVerifyDto, @CurrentUser() user: User): Promise<ConventionDto> {
    await this.claims.verify(access.convention, user, dto.code);
    return access.convention;
  }
}
