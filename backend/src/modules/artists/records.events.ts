import type { TravelKind } from './records-rules';

/** What the records feature tells the rest of the system, after its commit. */

/**
 * A user became an artist of an edition: an organiser added them, or they verified the address an
 * invitation waited for. They are told, with a link to their artist space.
 */
export class ArtistAdded {
  static readonly event = 'artists.record.added';
  constructor(
    readonly editionId: number,
    readonly editionName: string,
    readonly artistId: number,
    readonly userId: number,
  ) {}
}

/** A team member was put in charge of an artist's pickup (arrival) or drop-off (departure): they are told. */
export class ArtistResponsibleAssigned {
  static readonly event = 'artists.record.responsibleAssigned';
  constructor(
    readonly editionId: number,
    readonly editionName: string,
    readonly artistId: number,
    /** The name the artist goes by (stage name, else pseudo). */
    readonly artistName: string,
    readonly kind: TravelKind,
    readonly userId: number,
    /** Where: the pickup place (arrival) or the drop-off place (departure), when known. */
    readonly location: string | null,
  ) {}
}
