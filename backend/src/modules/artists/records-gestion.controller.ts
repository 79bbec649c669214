import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NotFoundError } from '../../core/errors/app-errors';
import { RequestLanguage } from '../../core/i18n/server-i18n';
import { pathIdOr } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { AddArtistDto, ArtistFilterQuery, ArtistListDto, ArtistListQuery, ArtistRecordDto, ArtistRecordFieldsDto, ArtistResponsiblesDto, UpdateArtistDto } from './records.dto';
import { RecordsService } from './records.service';

/** An artist id of the path (else 404, like an unknown artist or another edition's). */
const artistId = pathIdOr(() => new NotFoundError('errors.artists.records.notFound', { code: 'ARTIST_NOT_FOUND' }));

/**
 * What the organisers do with an edition's artists: the list with its counts and totals, the CSV,
 * adding a user or inviting an e-mail (409 ALREADY_ARTIST), one record with every field (their
 * notes included), its partial update, deleting it, and the team members who may be put in charge
 * of a pickup or a drop-off.
 */
@ApiTags('artists')
@ApiExtraModels(ArtistRecordFieldsDto)
@Controller('editions/:id')
export class RecordsGestionController {
  constructor(private readonly records: RecordsService) {}

  @Get('artists')
  @EditionAccess('manageArtists')
  @ApiOkResponse({ type: ArtistListDto })
  list(@CurrentEdition() access: EditionAnswer, @Query() query: ArtistListQuery): Promise<ArtistListDto> {
    return this.records.list(access.edition.id, query);
  }

  /** Every field of the matching records, for spreadsheets. */
  @Get('artists.csv')
  @EditionAccess('manageArtists')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, UTF-8 with BOM', schema: { type: 'string' } })
  async exportCsv(@CurrentEdition() access: EditionAnswer, @Query() query: ArtistFilterQuery, @RequestLanguage() lng: string, @Res() res: Response): Promise<void> {
    const csv = await this.records.exportCsv(access.edition, query, lng);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="artists-${access.edition.id}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(csv);
  }

  @Post('artists')
  @EditionAccess('manageArtists')
  @ApiCreatedResponse({ type: ArtistRecordDto })
  @ApiConflictResponse({ description: 'Already an artist of the edition, or already invited with that e-mail (ALREADY_ARTIST)' })
  add(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: AddArtistDto): Promise<ArtistRecordDto> {
    return this.records.add(access.edition, user, dto);
  }

  /** Declared before the `:artistId` routes, which would take "responsibles" for an id. */
  @Get('artists/responsibles')
  @EditionAccess('manageArtists')
  @ApiOkResponse({ type: ArtistResponsiblesDto })
  async responsibles(@CurrentEdition() access: EditionAnswer): Promise<ArtistResponsiblesDto> {
    return { items: await this.records.responsibles(access.edition.id) };
  }

  @Get('artists/:artistId')
  @EditionAccess('manageArtists')
  @ApiOkResponse({ type: ArtistRecordDto })
  detail(@CurrentEdition() access: EditionAnswer, @Param('artistId', artistId) id: number): Promise<ArtistRecordDto> {
    return this.records.detail(access.edition.id, id);
  }

  @Patch('artists/:artistId')
  @EditionAccess('manageArtists')
  @ApiOkResponse({ type: ArtistRecordDto })
  update(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('artistId', artistId) id: number, @Body() dto: UpdateArtistDto): Promise<ArtistRecordDto> {
    return this.records.update(access.edition, user.id, id, dto);
  }

  @Delete('artists/:artistId')
  @HttpCode(204)
  @EditionAccess('manageArtists')
  @ApiNoContentResponse({ description: 'Deleted, with their place in shows' })
  remove(@CurrentEdition() access: EditionAnswer, @Param('artistId', artistId) id: number): Promise<void> {
    return this.records.remove(access.edition.id, id);
  }
}
