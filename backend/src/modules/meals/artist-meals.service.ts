import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../core/errors/app-errors';
import { toArtistMealDto, toArtistMealListDto, type ArtistMealDto, type ArtistMealListDto, type ArtistStayRow, type UpdateArtistMealDto } from './artist-meals.dto';
import { ArtistMealsRepository } from './artist-meals.repository';
import { artistEats } from './meal-rules';

const artistNotFound = () => new NotFoundError('errors.artists.records.notFound', { code: 'ARTIST_NOT_FOUND' });

/**
 * The artists' meals: a selection for every meal on within their stay, kept in step in the caller's
 * transaction when a record is made or its stay changes, and when the grid changes; the organisers
 * turn one off or keep a late plate aside ("after the show"); the artist reads theirs.
 */
@Injectable()
export class ArtistMealsService {
  constructor(private readonly repository: ArtistMealsRepository) {}

  /** The artist's selections made to match their stay and the grid, inside the current transaction. */
  async refreshArtist(artistId: number): Promise<void> {
    await this.keepInStep(await this.repository.stays({ artistId }));
  }

  /** Every artist of the edition at once (after a change of the grid): three statements whatever their number. */
  async refreshEdition(editionId: number): Promise<void> {
    await this.keepInStep(await this.repository.stays({ editionId }));
  }

  private async keepInStep(stays: readonly ArtistStayRow[]): Promise<void> {
    if (!stays.length) return;
    const grid = await this.repository.grid(stays[0]!.editionId);
    const pairs = stays.flatMap((s) => grid.filter((meal) => artistEats(meal, s, s.timeZone)).map((meal) => ({ artistId: s.id, mealId: meal.id })));
    await this.repository.keepInStep(
      stays.map((s) => s.id),
      pairs,
    );
  }

  /** An artist's meals for the organisers (404 when the artist is not the edition's). */
  async ofArtist(editionId: number, timeZone: string, artistId: number): Promise<ArtistMealListDto> {
    const [exists, mealsOn, rows] = await Promise.all([this.repository.artistExists(editionId, { artistId }), this.repository.mealsOn(editionId), this.repository.meals(editionId, { artistId })]);
    if (!exists) throw artistNotFound();
    return toArtistMealListDto(mealsOn, timeZone, rows);
  }

  /** The caller's own meals as an artist of the edition. */
  async mine(editionId: number, timeZone: string, userId: number): Promise<ArtistMealListDto> {
    const [mealsOn, rows] = await Promise.all([this.repository.mealsOn(editionId), this.repository.meals(editionId, { userId })]);
    return toArtistMealListDto(mealsOn, timeZone, rows);
  }

  /** Turns one of the artist's meals on or off, or keeps it aside for after the show: 404 when the artist or that meal of theirs is unknown. */
  async update(editionId: number, artistId: number, mealId: number, dto: UpdateArtistMealDto): Promise<ArtistMealDto> {
    const row = await this.repository.update(editionId, artistId, mealId, { accepted: dto.accepted ?? null, afterShow: dto.afterShow ?? null });
    if (row) return toArtistMealDto(row);
    if (!(await this.repository.artistExists(editionId, { artistId }))) throw artistNotFound();
    throw new NotFoundError();
  }
}
