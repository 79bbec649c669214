import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../core/errors/app-errors';
import { ArtistMealsService } from '../meals/artist-meals.service';
import { fieldErrors } from '../../core/validation/field-errors';
import type { ArtistSpaceDto, MyArtistRecordDto, UpdateArtistSpaceDto } from './artist-space.dto';
import { ArtistSpaceRepository, type ArtistSpaceRow, type ArtistSpaceShowRow } from './artist-space.repository';
import { ArtistsRepository } from './artists.repository';
import { toPublicShowDto } from './programme.dto';
import type { EditionArtist } from './artist.entity';
import { ARTIST_SELF_FIELDS, mergedStay, stayErrors } from './programme-rules';

/** One mapper for the artist's view of their record: the columns the repository read, nothing else. */
function toArtistSpaceDto(r: ArtistSpaceRow, shows: readonly ArtistSpaceShowRow[]): ArtistSpaceDto {
  return {
    id: r.id,
    name: r.name,
    stageName: r.stageName ?? null,
    edition: { id: r.editionId, name: r.editionName, conventionName: r.conventionName, startDate: r.startDate, endDate: r.endDate, currency: r.currency, timeZone: r.timeZone },
    arrivalDateTime: r.arrivalDateTime ?? null,
    departureDateTime: r.departureDateTime ?? null,
    accommodationAutonomous: r.accommodationAutonomous,
    accommodationProposal: r.accommodationProposal ?? null,
    dietaryPreference: r.dietaryPreference ?? null,
    allergies: r.allergies ?? null,
    allergySeverity: r.allergySeverity ?? null,
    payment: r.payment ?? null,
    paymentPaid: r.paymentPaid,
    reimbursementMax: r.reimbursementMax ?? null,
    reimbursementActual: r.reimbursementActual ?? null,
    reimbursementActualPaid: r.reimbursementActualPaid,
    invoiceRequested: r.invoiceRequested,
    invoiceProvided: r.invoiceProvided,
    feeRequested: r.feeRequested,
    feeProvided: r.feeProvided,
    pickupRequired: r.pickupRequired,
    pickupLocation: r.pickupLocation ?? null,
    pickupResponsibleName: r.pickupResponsibleName ?? null,
    dropoffRequired: r.dropoffRequired,
    dropoffLocation: r.dropoffLocation ?? null,
    dropoffResponsibleName: r.dropoffResponsibleName ?? null,
    qrToken: r.qrToken,
    entryValidated: r.entryValidated,
    shows: shows.map((s) => ({ ...toPublicShowDto(s), otherArtists: s.otherArtists })),
  };
}

/** Writes one allowed field of the artist's own change on their record ('' or null clears a text). */
function applySelfChange(artist: EditionArtist, dto: UpdateArtistSpaceDto): void {
  for (const field of ARTIST_SELF_FIELDS) {
    const value = dto[field];
    if (value === undefined) continue;
    switch (field) {
      case 'arrivalDateTime':
      case 'departureDateTime':
        artist[field] = value === null ? null : new Date(value as string);
        break;
      case 'allergies':
      case 'accommodationProposal':
        artist[field] = (value as string | null) || null;
        break;
      case 'dietaryPreference':
        artist.dietaryPreference = dto.dietaryPreference ?? null;
        break;
      case 'allergySeverity':
        artist.allergySeverity = dto.allergySeverity ?? null;
        break;
      case 'accommodationAutonomous':
      case 'invoiceProvided':
        artist[field] = value as boolean;
        break;
    }
  }
}

/**
 * The artist's own space: their record as they may see it (never the organisers' notes), their
 * shows, their entry QR secret; the few fields they change themselves (ARTIST_SELF_FIELDS); and
 * the editions where they are an artist, for the entries to it.
 */
@Injectable()
export class ArtistSpaceService {
  constructor(
    private readonly repository: ArtistSpaceRepository,
    private readonly artists: ArtistsRepository,
    private readonly meals: ArtistMealsService,
  ) {}

  /** The caller's space on the edition: two queries. */
  async space(editionId: number, userId: number): Promise<ArtistSpaceDto> {
    const row = await this.repository.space(editionId, userId);
    if (!row) throw new NotFoundError();
    return toArtistSpaceDto(row, await this.repository.shows(row.id));
  }

  /** The caller changes what concerns them (their stay may not end before it starts), then reads their space again. */
  async update(editionId: number, userId: number, dto: UpdateArtistSpaceDto): Promise<ArtistSpaceDto> {
    const artist = await this.artists.artistOfUser(editionId, userId);
    if (!artist) throw new NotFoundError();
    const errors = stayErrors(mergedStay({ arrivalDateTime: artist.arrivalDateTime ?? null, departureDateTime: artist.departureDateTime ?? null }, dto));
    fieldErrors(errors).throwIfAny();
    await this.artists.transaction(async () => {
      applySelfChange(artist, dto);
      await this.artists.flush();
      if (dto.arrivalDateTime !== undefined || dto.departureDateTime !== undefined) await this.meals.refreshArtist(artist.id);
    });
    return this.space(editionId, userId);
  }

  /** The caller's artist records across editions, newest first. */
  async mine(userId: number): Promise<MyArtistRecordDto[]> {
    return (await this.repository.mine(userId)).map((r) => ({
      id: r.id,
      edition: { id: r.editionId, name: r.name, conventionName: r.conventionName, startDate: r.startDate, endDate: r.endDate },
      showCount: r.showCount,
    }));
  }
}
