import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { CreateShowDto, ShowChoicesDto, ShowListDto, ShowSavedDto, UpdateShowDto } from './shows.dto';
import { ShowsService } from './shows.service';

/**
 * The show programme of an edition, for those who manage artists: the shows with their artists,
 * returnable items and clashes, the form's choices, creating, editing and deleting shows. Clashes
 * are warnings: a show is saved anyway and answered with them.
 */
@ApiTags('artists')
@Controller('editions/:id/shows')
export class ShowsGestionController {
  constructor(private readonly shows: ShowsService) {}

  @Get()
  @EditionAccess('manageArtists')
  @ApiOkResponse({ type: ShowListDto })
  programme(@CurrentEdition() access: EditionAnswer): Promise<ShowListDto> {
    return this.shows.programme(access.edition);
  }

  /** Declared before the `:showId` routes. */
  @Get('choices')
  @EditionAccess('manageArtists')
  @ApiOkResponse({ type: ShowChoicesDto })
  choices(@CurrentEdition() access: EditionAnswer): Promise<ShowChoicesDto> {
    return this.shows.choices(access.edition.id);
  }

  @Post()
  @EditionAccess('manageArtists')
  @ApiCreatedResponse({ type: ShowSavedDto, description: 'Saved; its clashes come as warnings' })
  @ApiConflictResponse({ description: 'CHANGED_MEANWHILE: an artist or returnable item was deleted meanwhile' })
  create(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: CreateShowDto): Promise<ShowSavedDto> {
    return this.shows.create(access.edition, user.id, dto);
  }

  @Patch(':showId')
  @EditionAccess('manageArtists')
  @ApiOkResponse({ type: ShowSavedDto, description: 'Saved; its clashes come as warnings' })
  @ApiConflictResponse({ description: 'CHANGED_MEANWHILE: an artist or returnable item was deleted meanwhile' })
  update(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('showId', pathId) showId: number, @Body() dto: UpdateShowDto): Promise<ShowSavedDto> {
    return this.shows.update(access.edition, user.id, showId, dto);
  }

  /** Its artists are told it is cancelled. */
  @Delete(':showId')
  @HttpCode(204)
  @EditionAccess('manageArtists')
  @ApiNoContentResponse()
  remove(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('showId', pathId) showId: number): Promise<void> {
    return this.shows.remove(access.edition, user.id, showId);
  }
}
