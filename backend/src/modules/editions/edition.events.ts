/**
 * What the editions module tells the rest of the system. The database triggers of migration
 * 20261124090000 NOTIFY this channel at every commit that changes an edition or a convention, so
 * every replica's memory of public answers (search, map, what visitors may see of an edition) is
 * dropped at once.
 */
export const EDITIONS_CHANGED = 'editions_changed';

/** An edition became public (put online): those who starred it are told. */
export class EditionPublished {
  static readonly event = 'editions.published';
  constructor(
    readonly editionId: number,
    readonly name: string,
  ) {}
}

/** Entities whose flush in this process changes what the public answers show. */
export const PUBLIC_EDITION_ENTITIES = ['Edition', 'Convention'] as const;
