import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, query } from '../../core/database/sql';
import { WorkshopLocation } from './workshop.entity';

export interface LocationRow {
  id: number;
  name: string;
  workshopCount: number;
}

const LOCATIONS = defineSql<LocationRow>(
  'LocationsRepository.list',
  `select l.id, l.name, (select count(*)::int from workshops w where w.location_id = l.id) as "workshopCount"
     from workshop_locations l
    where l.edition_id = :editionId {{one}}
    order by lower(l.name), l.id`,
  { parts: { one: 'and l.id = :locationId' } },
);

/** The queries of an edition's workshop locations. */
@Injectable()
export class LocationsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The edition's locations by name, each with how many workshops are held there: one query. */
  list(editionId: number, locationId?: number): Promise<LocationRow[]> {
    return locationId === undefined ? query(this.em, LOCATIONS, { editionId }) : query(this.em, LOCATIONS, { editionId, locationId }, { one: true });
  }

  /** A location of the edition (null when it is another edition's, or unknown). */
  location(editionId: number, locationId: number): Promise<WorkshopLocation | null> {
    return this.em.findOne(WorkshopLocation, { id: locationId, edition: editionId });
  }

  create(editionId: number, name: string): WorkshopLocation {
    return this.em.create(WorkshopLocation, { edition: editionId, name });
  }

  /** Deletes the location at the next flush (its workshops stay, without a location). */
  remove(location: WorkshopLocation): void {
    this.em.remove(location);
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
