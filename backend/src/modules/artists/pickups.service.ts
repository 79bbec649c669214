import { Injectable } from '@nestjs/common';
import type { EditionDto } from '../editions/edition.dto';
import { groupByDay } from './pickups-rules';
import { toArtistTripDto, type ArtistPickupsDto } from './pickups.dto';
import { PickupsRepository } from './pickups.repository';

/** The pickups and drop-offs of an edition's artists, by day, for those who drive them. */
@Injectable()
export class PickupsService {
  constructor(private readonly repository: PickupsRepository) {}

  /** Every required trip (or only those `responsibleId` is in charge of), by the edition's local day, undated ones apart. */
  async list(edition: EditionDto, responsibleId?: number): Promise<ArtistPickupsDto> {
    const { days, undated } = groupByDay((await this.repository.trips(edition.id, responsibleId)).map(toArtistTripDto), edition.timeZone);
    return { timeZone: edition.timeZone, days, undated };
  }
}
