import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { commentPageSql, type CommentRow } from '../../core/comments/comments';
import { CarpoolBookingStatus, CarpoolComment, CarpoolOffer } from './carpool.entity';
import { offersSql, tripWhere, type OfferRow, type TripFilter } from './carpool.repository';

/** The offers feature's queries: the list and one offer as a viewer sees them, writes, the offer's riders, its comments. */
@Injectable()
export class OffersRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of the edition's offers by trip date, as the viewer sees them, with the total: one statement. */
  page(editionId: number, viewerId: number | null, filter: TripFilter & { seats?: number }, limit: number, offset: number): Promise<OfferRow[]> {
    const { where, params } = tripWhere('o', editionId, filter);
    const seats = filter.seats ? ' and o.available_seats - taken.seats >= ?' : '';
    return this.em.execute<OfferRow[]>(offersSql(where + seats, 'limit ? offset ?'), [viewerId, ...params, ...(filter.seats ? [filter.seats] : []), limit, offset]);
  }

  /** How many offers the filters find (a page past the end has no row to say it). */
  async count(editionId: number, filter: TripFilter & { seats?: number }): Promise<number> {
    const rows = await this.page(editionId, null, filter, 1, 0);
    return rows.length ? Number(rows[0]!.total) : 0;
  }

  /** One offer of the edition as the viewer sees it. */
  async one(editionId: number, offerId: number, viewerId: number | null): Promise<OfferRow | null> {
    const [row] = await this.em.execute<OfferRow[]>(offersSql('o.id = ? and o.edition_id = ?'), [viewerId, offerId, editionId]);
    return row ?? null;
  }

  /** The viewer's own offers on the edition, by trip date. */
  ofDriver(editionId: number, userId: number): Promise<OfferRow[]> {
    return this.em.execute<OfferRow[]>(offersSql('o.edition_id = ? and o.user_id = ?'), [userId, editionId, userId]);
  }

  /** The offers of the edition the user was added to by their driver, by trip date. */
  ridesOf(editionId: number, userId: number): Promise<OfferRow[]> {
    return this.em.execute<OfferRow[]>(offersSql('o.edition_id = ? and exists (select 1 from carpool_passengers p where p.offer_id = o.id and p.user_id = ?)'), [userId, editionId, userId]);
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
    const rows = await this.em.execute<{ id: number }[]>(
      `select requester_id as id from carpool_bookings where offer_id = ? and status = ?
       union select user_id from carpool_passengers where offer_id = ?`,
      [offerId, CarpoolBookingStatus.ACCEPTED, offerId],
    );
    return rows.map((r) => r.id);
  }

  // ── comments ────────────────────────────────────────────────────────────────────────────────

  comments(offerId: number, limit: number, offset: number): Promise<CommentRow[]> {
    return this.em.execute<CommentRow[]>(commentPageSql('carpool_comments', 'offer_id'), [offerId, limit, offset]);
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
