import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NotFoundError } from '../../core/errors/app-errors';
import { pathId, pathIdOr } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { ArtistMealDto, ArtistMealListDto, UpdateArtistMealDto } from './artist-meals.dto';
import { ArtistMealsService } from './artist-meals.service';

/** An artist id of the path (else 404, like an unknown artist or another edition's). */
const artistId = pathIdOr(() => new NotFoundError('errors.artists.records.notFound', { code: 'ARTIST_NOT_FOUND' }));

/** An artist's meals: the organisers read and change them (on or off, after the show); the artist reads theirs. */
@ApiTags('meals')
@Controller('editions/:id')
export class ArtistMealsController {
  constructor(private readonly meals: ArtistMealsService) {}

  @Get('artists/:artistId/meals')
  @EditionAccess('manageArtists')
  @ApiOkResponse({ type: ArtistMealListDto })
  list(@CurrentEdition() access: EditionAnswer, @Param('artistId', artistId) id: number): Promise<ArtistMealListDto> {
    return this.meals.ofArtist(access.edition.id, access.edition.timeZone, id);
  }

  @Patch('artists/:artistId/meals/:mealId')
  @EditionAccess('manageArtists')
  @ApiOkResponse({ type: ArtistMealDto })
  update(@CurrentEdition() access: EditionAnswer, @Param('artistId', artistId) id: number, @Param('mealId', pathId) mealId: number, @Body() dto: UpdateArtistMealDto): Promise<ArtistMealDto> {
    return this.meals.update(access.edition.id, id, mealId, dto);
  }

  /** The caller's own meals as an artist (read-only). */
  @Get('artist-space/meals')
  @EditionAccess('artistSpace', { signedIn: true })
  @ApiOkResponse({ type: ArtistMealListDto })
  mine(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User): Promise<ArtistMealListDto> {
    return this.meals.mine(access.edition.id, access.edition.timeZone, user.id);
  }
}
