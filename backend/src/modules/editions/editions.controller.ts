import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Put, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { BadRequestError } from '../../core/errors/app-errors';
import { ImageUploadDto } from '../../core/uploads/image-upload.dto';
import { MAX_IMAGE_BYTES } from '../../core/uploads/images';
import { Public, SignedIn } from '../access/access.decorators';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ConventionAccessRequired, CurrentConvention, type ConventionAccess } from '../conventions/convention-access';
import { EditionRightsInputDto, PerEditionRightsDto, PerEditionRightsListDto } from '../conventions/convention.dto';
import type { User } from '../users/user.entity';
import {
  CreateEditionDto,
  EditionDto,
  EditionListDto,
  EditionMapQuery,
  EditionMapResultDto,
  EditionPermissionsDto,
  EditionPermissionsListDto,
  EditionSearchQuery,
  EditionSearchResultDto,
  MyEditionsDto,
  UpdateEditionDto,
} from './edition.dto';
import { CurrentEdition, CurrentEditionView, EditionAccessRequired, EditionViewRequired, type EditionAccess, type EditionView } from './edition-access';
import { EditionsService, toEditionDto } from './editions.service';
import type { PublicAnswer } from './public-edition-cache';

/** Sends an answer as it was written once for every caller (Express still answers 304 and HEAD). */
function send<T>(res: Response, answer: PublicAnswer<T>): void {
  const { body, etag } = answer.http;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', etag);
  res.send(body);
}

@ApiTags('editions')
@Controller()
export class EditionsController {
  constructor(private readonly editions: EditionsService) {}

  @Post('conventions/:id/editions')
  @ConventionAccessRequired('canAddEdition')
  @ApiCreatedResponse({ type: EditionDto })
  async create(@CurrentConvention() access: ConventionAccess, @Body() dto: CreateEditionDto, @Req() req: Request): Promise<EditionDto> {
    return toEditionDto(await this.editions.create(access.convention, dto, (req.user as User).id));
  }

  @Get('conventions/:id/editions')
  @ConventionAccessRequired('view')
  @ApiOkResponse({ type: EditionListDto })
  async list(@CurrentConvention() access: ConventionAccess): Promise<EditionListDto> {
    return { items: (await this.editions.ofConvention(access.convention, access.permissions.team)).map(toEditionDto) };
  }

  /** What the caller may do on each edition of the convention (the team page offers only those rights). */
  @Get('conventions/:id/editions/permissions')
  @ConventionAccessRequired('team')
  @ApiOkResponse({ type: EditionPermissionsListDto })
  async editionPermissions(@CurrentConvention() access: ConventionAccess, @Req() req: Request): Promise<EditionPermissionsListDto> {
    return { items: await this.editions.permissionsOn(access.convention, access.permissions, (req.user as User).id) };
  }

  @Get('conventions/:id/collaborators/:collaboratorId/editions')
  @ConventionAccessRequired('team')
  @ApiOkResponse({ type: PerEditionRightsListDto })
  async perEditionRights(@CurrentConvention() access: ConventionAccess, @Param('collaboratorId', ParseIntPipe) collaboratorId: number): Promise<PerEditionRightsListDto> {
    return { items: await this.editions.perEditionRights(access.convention, collaboratorId) };
  }

  @Put('conventions/:id/collaborators/:collaboratorId/editions/:editionId')
  @ConventionAccessRequired('canManageCollaborators')
  @ApiOkResponse({ type: PerEditionRightsDto })
  setPerEditionRights(
    @CurrentConvention() access: ConventionAccess,
    @Param('collaboratorId', ParseIntPipe) collaboratorId: number,
    @Param('editionId', ParseIntPipe) editionId: number,
    @Body() dto: EditionRightsInputDto,
    @Req() req: Request,
  ): Promise<PerEditionRightsDto> {
    return this.editions.setPerEditionRights(access.convention, access.permissions, (req.user as User).id, collaboratorId, editionId, dto);
  }

  /** The public list of the home page: search, filters, pages. */
  @Get('editions')
  @Public()
  @ApiOkResponse({ type: EditionSearchResultDto })
  async search(@Query() query: EditionSearchQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    send(res, await this.editions.search(query, (req.user as User | undefined)?.id));
  }

  /** Every match of the same filters with a position, for the map view; archived and offline hidden. */
  @Get('editions/map')
  @Public()
  @ApiOkResponse({ type: EditionMapResultDto })
  async map(@Query() query: EditionMapQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    send(res, await this.editions.map(query, (req.user as User | undefined)?.id));
  }

  @Get('favorites')
  @SignedIn()
  @ApiOkResponse({ type: EditionSearchResultDto })
  async favorites(@Req() req: Request): Promise<EditionSearchResultDto> {
    const items = await this.editions.favorites((req.user as User).id);
    return { items, total: items.length };
  }

  @Put('editions/:id/favorite')
  @HttpCode(204)
  @EditionViewRequired({ signedIn: true })
  @ApiNoContentResponse()
  async star(@CurrentEditionView() view: EditionView, @Req() req: Request): Promise<void> {
    await this.editions.setFavorite(view.edition.id, (req.user as User).id, true);
  }

  @Delete('editions/:id/favorite')
  @HttpCode(204)
  @EditionViewRequired({ signedIn: true })
  @ApiNoContentResponse()
  async unstar(@CurrentEditionView() view: EditionView, @Req() req: Request): Promise<void> {
    await this.editions.setFavorite(view.edition.id, (req.user as User).id, false);
  }

  /** Editions of the caller's conventions with the caller's rights on each, for "my conventions". */
  @Get('editions/mine')
  @SignedIn()
  @ApiOkResponse({ type: MyEditionsDto })
  async mine(@Req() req: Request): Promise<MyEditionsDto> {
    return { items: await this.editions.mine(req.user as User) };
  }

  /** The edition page: read from plain rows, its public part remembered until something changes. */
  @Get('editions/:id')
  @EditionViewRequired()
  @ApiOkResponse({ type: EditionDto })
  get(@CurrentEditionView() view: EditionView): EditionDto {
    return view.edition;
  }

  /** What the caller may do on this edition; the front end hides the rest. */
  @Get('editions/:id/permissions')
  @EditionViewRequired()
  @ApiOkResponse({ type: EditionPermissionsDto })
  permissions(@CurrentEditionView() view: EditionView): EditionPermissionsDto {
    return view.permissions;
  }

  @Patch('editions/:id')
  @EditionAccessRequired('canEdit')
  @ApiOkResponse({ type: EditionDto })
  async update(@CurrentEdition() access: EditionAccess, @Body() dto: UpdateEditionDto): Promise<EditionDto> {
    return toEditionDto(await this.editions.update(access.edition, dto));
  }

  @Post('editions/:id/image')
  @HttpCode(200)
  @EditionAccessRequired('canEdit')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadDto })
  @ApiOkResponse({ type: EditionDto })
  @ApiPayloadTooLargeResponse({ description: 'Over 5 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG or WebP image' })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }))
  async uploadImage(@CurrentEdition() access: EditionAccess, @UploadedFile() file: Express.Multer.File | undefined): Promise<EditionDto> {
    if (!file) throw new BadRequestError('errors.fileMissing', { fields: { file: [{ key: 'errors.fileMissing' }] } });
    return toEditionDto(await this.editions.setImage(access.edition, file.buffer));
  }

  @Delete('editions/:id/image')
  @EditionAccessRequired('canEdit')
  @ApiOkResponse({ type: EditionDto })
  async removeImage(@CurrentEdition() access: EditionAccess): Promise<EditionDto> {
    return toEditionDto(await this.editions.setImage(access.edition, null));
  }

  @Delete('editions/:id')
  @HttpCode(204)
  @EditionAccessRequired('canDelete')
  @ApiNoContentResponse()
  async remove(@CurrentEdition() access: EditionAccess): Promise<void> {
    await this.editions.remove(access.edition);
  }
}
