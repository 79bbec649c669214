import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { BadRequestError } from '../../core/errors/app-errors';
import { SignedIn } from '../access/access.decorators';
import { MAX_IMAGE_BYTES } from '../../core/uploads/images';
import { ImageUploadDto } from '../../core/uploads/image-upload.dto';
import type { User } from '../users/user.entity';
import { ConventionAccessRequired, CurrentConvention, type ConventionAccess } from './convention-access';
import {
  AddCollaboratorDto,
  ClaimRequestedDto,
  ClaimStatusDto,
  ClaimVerifyDto,
  CollaboratorDto,
  CollaboratorsDto,
  ConventionDto,
  ConventionPermissionsDto,
  CreateConventionDto,
  HistoryDto,
  MyConventionsDto,
  UpdateCollaboratorDto,
  UpdateConventionDto,
} from './convention.dto';
import { ClaimsService } from './claims.service';
import { ConventionsService, toConventionDto } from './conventions.service';

const actor = (req: Request) => req.user as User;

@ApiTags('conventions')
@Controller('conventions')
export class ConventionsController {
  constructor(
    private readonly conventions: ConventionsService,
    private readonly claims: ClaimsService,
  ) {}

  @Post()
  @SignedIn()
  @ApiCreatedResponse({ type: ConventionDto })
  async create(@Body() dto: CreateConventionDto, @Req() req: Request): Promise<ConventionDto> {
    return toConventionDto(await this.conventions.create(dto, actor(req).id));
  }

  /** Conventions the caller created or collaborates on, with the caller's rights on each. */
  @Get('mine')
  @SignedIn()
  @ApiOkResponse({ type: MyConventionsDto })
  async mine(@Req() req: Request): Promise<MyConventionsDto> {
    return { items: await this.conventions.mine(actor(req)) };
  }

  @Get(':id')
  @ConventionAccessRequired('view')
  @ApiOkResponse({ type: ConventionDto })
  get(@CurrentConvention() access: ConventionAccess): ConventionDto {
    return toConventionDto(access.convention);
  }

  /** What the caller may do here; the front end hides what it may not. */
  @Get(':id/permissions')
  @ConventionAccessRequired('view')
  @ApiOkResponse({ type: ConventionPermissionsDto })
  permissions(@CurrentConvention() access: ConventionAccess): ConventionPermissionsDto {
    return access.permissions;
  }

  @Patch(':id')
  @ConventionAccessRequired('canEditConvention')
  @ApiOkResponse({ type: ConventionDto })
  async update(@CurrentConvention() access: ConventionAccess, @Body() dto: UpdateConventionDto): Promise<ConventionDto> {
    return toConventionDto(await this.conventions.update(access.convention, dto));
  }

  @Post(':id/archive')
  @HttpCode(200)
  @ConventionAccessRequired('canEditConvention')
  @ApiOkResponse({ type: ConventionDto })
  async archive(@CurrentConvention() access: ConventionAccess, @Req() req: Request): Promise<ConventionDto> {
    return toConventionDto(await this.conventions.setArchived(access.convention, true, actor(req).id));
  }

  @Post(':id/unarchive')
  @HttpCode(200)
  @ConventionAccessRequired('canEditConvention')
  @ApiOkResponse({ type: ConventionDto })
  async unarchive(@CurrentConvention() access: ConventionAccess, @Req() req: Request): Promise<ConventionDto> {
    return toConventionDto(await this.conventions.setArchived(access.convention, false, actor(req).id));
  }

  @Post(':id/logo')
  @HttpCode(200)
  @ConventionAccessRequired('canEditConvention')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadDto })
  @ApiOkResponse({ type: ConventionDto })
  @ApiPayloadTooLargeResponse({ description: 'Over 5 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG or WebP image' })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }))
  async uploadLogo(@CurrentConvention() access: ConventionAccess, @UploadedFile() file: Express.Multer.File | undefined): Promise<ConventionDto> {
    if (!file) throw new BadRequestError('errors.fileMissing', { fields: { file: [{ key: 'errors.fileMissing' }] } });
    return toConventionDto(await this.conventions.setLogo(access.convention, file.buffer));
  }

  @Delete(':id/logo')
  @ConventionAccessRequired('canEditConvention')
  @ApiOkResponse({ type: ConventionDto })
  async removeLogo(@CurrentConvention() access: ConventionAccess): Promise<ConventionDto> {
    return toConventionDto(await this.conventions.setLogo(access.convention, null));
  }

  @Delete(':id')
  @HttpCode(204)
  @ConventionAccessRequired('canDeleteConvention')
  @ApiNoContentResponse()
  async remove(@CurrentConvention() access: ConventionAccess): Promise<void> {
    await this.conventions.remove(access.convention);
  }

  @Get(':id/collaborators')
  @ConventionAccessRequired('team')
  @ApiOkResponse({ type: CollaboratorsDto })
  collaborators(@CurrentConvention() access: ConventionAccess): Promise<CollaboratorsDto> {
    return this.conventions.collaborators(access.convention);
  }

  @Post(':id/collaborators')
  @ConventionAccessRequired('canManageCollaborators')
  @ApiCreatedResponse({ type: CollaboratorDto })
  @ApiConflictResponse({ description: 'Already a collaborator, or the author' })
  addCollaborator(@CurrentConvention() access: ConventionAccess, @Body() dto: AddCollaboratorDto, @Req() req: Request): Promise<CollaboratorDto> {
    return this.conventions.addCollaborator(access.convention, dto, actor(req).id, access.permissions);
  }

  @Patch(':id/collaborators/:collaboratorId')
  @ConventionAccessRequired('canManageCollaborators')
  @ApiOkResponse({ type: CollaboratorDto })
  updateCollaborator(
    @CurrentConvention() access: ConventionAccess,
    @Param('collaboratorId', ParseIntPipe) collaboratorId: number,
    @Body() dto: UpdateCollaboratorDto,
    @Req() req: Request,
  ): Promise<CollaboratorDto> {
    return this.conventions.updateCollaborator(access.convention, collaboratorId, dto, actor(req).id, access.permissions);
  }

  @Delete(':id/collaborators/:collaboratorId')
  @HttpCode(204)
  @ConventionAccessRequired('canManageCollaborators')
  @ApiNoContentResponse()
  async removeCollaborator(@CurrentConvention() access: ConventionAccess, @Param('collaboratorId', ParseIntPipe) collaboratorId: number, @Req() req: Request): Promise<void> {
    await this.conventions.removeCollaborator(access.convention, collaboratorId, actor(req).id);
  }

  @Get(':id/claim')
  @ConventionAccessRequired('view')
  @ApiOkResponse({ type: ClaimStatusDto })
  async claimStatus(@CurrentConvention() access: ConventionAccess, @Req() req: Request): Promise<ClaimStatusDto> {
    const user = req.user as User | undefined;
    return { claimable: !access.permissions.team && (!user || user.id !== access.convention.author.id) && (await this.claims.isClaimable(access.convention)) };
  }

  /** Mails a code valid 24 h to the convention's contact address. */
  @Post(':id/claim')
  @HttpCode(202)
  @ConventionAccessRequired('view', { signedIn: true })
  @ApiResponse({ status: 202, type: ClaimRequestedDto })
  @ApiConflictResponse({ description: 'The convention has an active team or no contact e-mail' })
  async requestClaim(@CurrentConvention() access: ConventionAccess, @Req() req: Request): Promise<ClaimRequestedDto> {
    const expiresAt = await this.claims.request(access.convention, actor(req));
    return { expiresAt: expiresAt.toISOString() };
  }

  @Post(':id/claim/verify')
  @HttpCode(200)
  @ConventionAccessRequired('view', { signedIn: true })
  @ApiOkResponse({ type: ConventionDto })
  async verifyClaim(@CurrentConvention() access: ConventionAccess, @Body() dto: ClaimVerifyDto, @Req() req: Request): Promise<ConventionDto> {
    await this.claims.verify(access.convention, actor(req), dto.code);
    return toConventionDto(access.convention);
  }

  @Get(':id/history')
  @ConventionAccessRequired('team')
  @ApiOkResponse({ type: HistoryDto })
  async history(@CurrentConvention() access: ConventionAccess): Promise<HistoryDto> {
    return { items: await this.conventions.historyOf(access.convention) };
  }
}
