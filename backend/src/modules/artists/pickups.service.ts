import { Injectable } from '@nestjs/common';
import { groupByDay, serverTimeZone } from './pickups-rules';
import { toArtistTripDto, type ArtistPickupsDto } from './pickups.dto';
import { PickupsRepository } from './pickups.repository';

/** The pickups and drop-offs of an edition's artists, by day, for those who drive them. */
@Injectable()
export class PickupsService {
  private readonly timeZone = serverTimeZone();

  constructor(private readonly repository: PickupsRepository) {}

  /** Every required trip (or only those `responsibleId` is in charge of), by local day, undated ones apart. */
  async list(editionId: number, responsibleId?: number): Promise<ArtistPickupsDto> {
    const { days, undated } = groupByDay((await this.repository.trips(editionId, responsibleId)).map(toArtistTripDto), this.timeZone);
    return { timeZone: this.timeZone, days, undated };
  }
}
