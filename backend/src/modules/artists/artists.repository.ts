import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EditionArtist } from './artist.entity';

/**
 * SQL: the name an artist goes by (programme, lists, notifications), for the artist row aliased `ea`
 * and its user left-joined as `u`: the stage name, else the pseudo. An artist invited by e-mail alone
 * has a stage name (the records feature requires one), so the e-mail never stands in for a name.
 */
export const ARTIST_NAME_SQL = `coalesce(nullif(ea.stage_name, ''), u.pseudo)`;

/** SQL: the artists `ea` with their account `u` (none while an e-mail invitation waits), as ARTIST_NAME_SQL reads them. */
export const ARTIST_FROM_SQL = `edition_artists ea left join users u on u.id = ea.user_id`;

/** SQL: artists as `id` and `name` (the name they go by, nothing else of them); a where clause on `ea` follows. */
export const ARTIST_NAMES_SQL = `select ea.id, ${ARTIST_NAME_SQL} as name from ${ARTIST_FROM_SQL}`;

/** SQL: the artists of the show `s` as ARTIST_NAMES_SQL; `exceptArtistId`: leave out that artist (the artist's own space lists the others). */
export const showArtistsSql = (exceptArtistId?: string): string =>
  `${ARTIST_NAMES_SQL} join show_artists sa on sa.artist_id = ea.id where sa.show_id = s.id${exceptArtistId ? ` and ea.id <> ${exceptArtistId}` : ''}`;

/** SQL: a user joined as `alias`, under `<prefix>Id`, `<prefix>Pseudo`, `<prefix>Prenom`, `<prefix>Nom` (null columns when there is none); records.dto.ts personOf reads them. */
export const personSql = (alias: string, prefix: string): string =>
  `${alias}.id as "${prefix}Id", ${alias}.pseudo as "${prefix}Pseudo", ${alias}.prenom as "${prefix}Prenom", ${alias}.nom as "${prefix}Nom"`;

/** The users an artist's record names: their account, who picks them up and drops them off, who validated their entry, who added them. */
export const RECORD_PEOPLE = ['user', 'pickupResponsible', 'dropoffResponsible', 'entryValidatedBy', 'addedBy'] as const;

/**
 * The questions every feature of the module asks: an edition's artist by id, a user's artist
 * record. Each feature's own queries are in its repository (records.repository.ts,
 * shows.repository.ts, programme.repository.ts).
 */
@Injectable()
export class ArtistsRepository {
  constructor(private readonly em: EntityManager) {}

  /** An artist of the edition with their account (null when the id is another edition's, or unknown); `withPeople`: every user the record names (RECORD_PEOPLE). */
  artist(editionId: number, artistId: number, { withPeople = false } = {}): Promise<EditionArtist | null> {
    return this.em.findOne(EditionArtist, { id: artistId, edition: editionId }, { populate: withPeople ? RECORD_PEOPLE : ['user'] });
  }

  /** The user's artist record on the edition, if they are one of its artists. */
  artistOfUser(editionId: number, userId: number): Promise<EditionArtist | null> {
    return this.em.findOne(EditionArtist, { edition: editionId, user: userId }, { populate: ['user'] });
  }

  /**
   * Runs `work` in one transaction (the ORM's writes and every repository's statements alike, through
   * the context: the meals kept in step with a stay join it); flushes at its end.
   */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  /** Commits the changes made through this repository (and the caller's unit of work). */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
