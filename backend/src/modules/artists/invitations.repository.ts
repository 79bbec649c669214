import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, query } from '../../core/database/sql';

/** The artist records that waited for an address and became its account's. */
export interface ClaimedRow {
  artistId: number;
  editionId: number;
  editionName: string;
}

const CLAIM = defineSql<ClaimedRow>(
  'InvitationsRepository.claim',
  `update edition_artists ea set user_id = :userId, invited_email = null, updated_at = now()
     from editions e
    where e.id = ea.edition_id and lower(ea.invited_email) = lower(:email) and ea.user_id is null
      and not exists (select 1 from edition_artists o where o.edition_id = ea.edition_id and o.user_id = :userId)
   returning ea.id as "artistId", ea.edition_id as "editionId", e.name as "editionName"`,
);

/** The queries of the invitations feature: handing the invitations of an address to its verified account. */
@Injectable()
export class InvitationsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Every invitation waiting for this address (any case) becomes the user's, in one statement; an
   * edition where they already are an artist keeps its invitation as it is (the unique key forbids a
   * second record of theirs there).
   */
  claim(userId: number, email: string): Promise<ClaimedRow[]> {
    return query(this.em, CLAIM, { userId, email });
  }
}
