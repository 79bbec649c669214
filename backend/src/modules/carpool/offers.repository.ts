import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { commentPageSql, type CommentRow } from '../../core/comments/comments';
import { CarpoolBookingStatus, CarpoolComment, CarpoolOffer } from './carpool.entity';
import { defineSql, maybeOne, query } from '../../core/database/sql';
import { offersSql, tripFilter, tripParts, tripWhereSql, type OfferRow, type TripFilter } from './carpool.repository';

const PAGE = defineSql<OfferRow>('OffersRepository.page', offersSql(`${tripWhereSql('o')} {{seats}}`, 'limit :limit offset :offset'), {
  parts: { ...tripParts('o'), seats: 'and o.available_seats - taken.seats >= :seats' },
});
const ONE = defineSql<OfferRow>('OffersRepository.one', offersSql('o.id = :offerId and o.edition_id = :editionId'));
const OF_DRIVER = defineSql<OfferRow>('OffersRepository.ofDriver', offersSql('o.edition_id = :editionId and o.user_id = :userId'));
const RIDES_OF = defineSql<OfferRow>(
  'OffersRepository.ridesOf',
  offersSql('o.edition_id = :editionId and exists (select 1 from carpool_passengers p where p.offer_id = o.id and p.user_id = :userId)'),
);
const RIDERS = defineSql<{ id: number }>(
  'OffersRepository.riders',
  `select requester_id as id from carpool_bookings where offer_id = :offerId and status = :accepted
   union select user_id from carpool_passengers where offer_id = :offerId`,
);
const COMMENTS = defineSql<CommentRow>('OffersRepository.comments', commentPageSql('carpool_comments', 'offer_id'));

/** The offers feature's queries: the list and one offer as a viewer sees them, writes, the offer's riders, its comments. */
@Injectable()
export class OffersRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of the edition's offers by trip date, as the viewer sees them, with the total: one statement. */
  page(editionId: number, viewerId: number | null, filter: TripFilter & { seats?: number }, limit: number, offset: number): Promise<OfferRow[]> {
    const { params, parts } = tripFilter(editionId, filter);
    return query(this.em, PAGE, { viewerId, ...params, ...(filter.seats ? { seats: filter.seats } : {}), limit, offset }, { ...parts, seats: !!filter.seats });
  }

  /** How many offers the filters find (a page past the end has no row to say it). */
  async count(editionId: number, filter: TripFilter & { seats?: number }): Promise<number> {
    const rows = await this.page(editionId, null, filter, 1, 0);
    return rows.length ? Number(rows[0]!.total) : 0;
  }

  /** One offer of the edition as the viewer sees it. */
  async one(editionId: number, offerId: number, viewerId: number | null): Promise<OfferRow | null> {
    return maybeOne(this.em, ONE, { viewerId, offerId, editionId });
  }

  /** The viewer's own offers on the edition, by trip date. */
  ofDriver(editionId: number, userId: number): Promise<OfferRow[]> {
    return query(this.em, OF_DRIVER, { viewerId: userId, editionId, userId });
  }

  /** The offers of the edition the user was added to by their driver, by trip date. */
  ridesOf(editionId: number, userId: number): Promise<OfferRow[]> {
    return query(this.em, RIDES_OF, { viewerId: userId, editionId, userId });
  }

  /** The offer entity of the edition (null when it is another edition's, or unknown). */
  entity(editionId: number, offerId: number): Promise<CarpoolOffer | null> {
    return this.em.findOne(CarpoolOffer, { id: offerId, edition: editionId });
  }

  create(editionId: number, userId: number, fields: Omit<CarpoolOffer, 'id' | 'edition' | 'user' | 'createdAt' | 'updatedAt'>): CarpoolOffer {
    return this.em.create(CarpoolOffer, { ...fields, edition: editionId, user: userId });
  }

  /** Deletes the offer at the next flush (its bookings, passengers and comments go with it). */
  remove(offer: CarpoolOffer): void {
    this.em.remove(offer);
  }

  /** Who rides on the offer: its accepted bookings' requesters and the passengers the driver added. */
  async riders(offerId: number): Promise<number[]> {
    const rows = await query(this.em, RIDERS, { offerId, accepted: CarpoolBookingStatus.ACCEPTED });
    return rows.map((r) => r.id);
  }

  // ── comments ────────────────────────────────────────────────────────────────────────────────

  comments(offerId: number, limit: number, offset: number): Promise<CommentRow[]> {
    return query(this.em, COMMENTS, { parentId: offerId, limit, offset });
  }

  commentCount(offerId: number): Promise<number> {
    return this.em.count(CarpoolComment, { offer: offerId });
  }

  addComment(offerId: number, userId: number, content: string): CarpoolComment {
    return this.em.create(CarpoolComment, { offer: offerId, user: userId, content });
  }

  /** A comment under the offer (null when it is another offer's, or unknown). */
  comment(offerId: number, commentId: number): Promise<CarpoolComment | null> {
    return this.em.findOne(CarpoolComment, { id: commentId, offer: offerId });
  }

  removeComment(comment: CarpoolComment): void {
    this.em.remove(comment);
  }
}
