import type { ShowFacts, Tellings } from './shows-rules';

/** What the shows feature tells the rest of the system, after its commit. */

/**
 * A show's artists changed, or a show some artists perform in moved (start, duration or place) or
 * was deleted: the user ids of the artists to tell, by what happened to them (never the one who
 * made the change; an artist invited by e-mail who has no account yet is not among them).
 */
export class ShowArtistsChanged {
  static readonly event = 'artists.shows.artistsChanged';
  constructor(
    readonly editionId: number,
    readonly editionName: string,
    /** The edition's time zone: the day and time the artists are told are its. */
    readonly timeZone: string,
    readonly showId: number,
    /** The show as it is now (as it was, when deleted): what the added and moved artists are told. */
    readonly show: ShowFacts,
    /** The show as it was before the change: what the removed artists knew of it. */
    readonly before: ShowFacts,
    readonly tell: Tellings,
  ) {}
}
