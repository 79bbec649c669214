import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EditionArtist } from './artist.entity';

/**
 * SQL: the name an artist goes by (programme, lists, notifications), for the artist row aliased `ea`
 * and its user left-joined as `u`: the stage name, else the pseudo. An artist invited by e-mail alone
 * has a stage name (the records feature requires one), so the e-mail never stands in for a name.
 */
export const ARTIST_NAME_SQL = `coalesce(nullif(ea.stage_name, ''), u.pseudo)`;

/**
 * The questions every feature of the module asks: an edition's artist by id, a user's artist
 * record. Each feature's own queries are in its repository (records.repository.ts,
 * shows.repository.ts, programme.repository.ts).
 */
@Injectable()
export class ArtistsRepository {
  constructor(private readonly em: EntityManager) {}

  /** An artist of the edition (null when the id is another edition's, or unknown). */
  artist(editionId: number, artistId: number): Promise<EditionArtist | null> {
    return this.em.findOne(EditionArtist, { id: artistId, edition: editionId }, { populate: ['user'] });
  }

  /** The user's artist record on the edition, if they are one of its artists. */
  artistOfUser(editionId: number, userId: number): Promise<EditionArtist | null> {
    return this.em.findOne(EditionArtist, { edition: editionId, user: userId }, { populate: ['user'] });
  }

  /** Commits the changes made through this repository (and the caller's unit of work). */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
