import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { commentPageSql, type CommentRow } from '../../core/comments/comments';
import { CarpoolRequest, CarpoolRequestComment } from './carpool.entity';
import { defineSql, maybeOne, query } from '../../core/database/sql';
import { requestsSql, tripFilter, tripParts, tripWhereSql, type RequestRow, type TripFilter } from './carpool.repository';

const PAGE = defineSql<RequestRow>('RequestsRepository.page', requestsSql(tripWhereSql('r'), 'limit :limit offset :offset'), { parts: tripParts('r') });
const ONE = defineSql<RequestRow>('RequestsRepository.one', requestsSql('r.id = :requestId and r.edition_id = :editionId'));
const OF_AUTHOR = defineSql<RequestRow>('RequestsRepository.ofAuthor', requestsSql('r.edition_id = :editionId and r.user_id = :userId'));
const COMMENTS = defineSql<CommentRow>('RequestsRepository.comments', commentPageSql('carpool_request_comments', 'request_id'));

/** The requests feature's queries: the list and one request as a viewer sees them, writes, comments. */
@Injectable()
export class RequestsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of the edition's requests by trip date, as the viewer sees them, with the total: one statement. */
  page(editionId: number, viewerId: number | null, filter: TripFilter, limit: number, offset: number): Promise<RequestRow[]> {
    const { params, parts } = tripFilter(editionId, filter);
    return query(this.em, PAGE, { viewerId, ...params, limit, offset }, parts);
  }

  async count(editionId: number, filter: TripFilter): Promise<number> {
    const rows = await this.page(editionId, null, filter, 1, 0);
    return rows.length ? Number(rows[0]!.total) : 0;
  }

  async one(editionId: number, requestId: number, viewerId: number | null): Promise<RequestRow | null> {
    return maybeOne(this.em, ONE, { viewerId, requestId, editionId });
  }

  /** The user's own requests on the edition, by trip date. */
  ofAuthor(editionId: number, userId: number): Promise<RequestRow[]> {
    return query(this.em, OF_AUTHOR, { viewerId: userId, editionId, userId });
  }

  entity(editionId: number, requestId: number): Promise<CarpoolRequest | null> {
    return this.em.findOne(CarpoolRequest, { id: requestId, edition: editionId });
  }

  create(editionId: number, userId: number, fields: Omit<CarpoolRequest, 'id' | 'edition' | 'user' | 'createdAt' | 'updatedAt'>): CarpoolRequest {
    return this.em.create(CarpoolRequest, { ...fields, edition: editionId, user: userId });
  }

  remove(request: CarpoolRequest): void {
    this.em.remove(request);
  }

  // ── comments ────────────────────────────────────────────────────────────────────────────────

  comments(requestId: number, limit: number, offset: number): Promise<CommentRow[]> {
    return query(this.em, COMMENTS, { parentId: requestId, limit, offset });
  }

  commentCount(requestId: number): Promise<number> {
    return this.em.count(CarpoolRequestComment, { request: requestId });
  }

  addComment(requestId: number, userId: number, content: string): CarpoolRequestComment {
    return this.em.create(CarpoolRequestComment, { request: requestId, user: userId, content });
  }

  comment(requestId: number, commentId: number): Promise<CarpoolRequestComment | null> {
    return this.em.findOne(CarpoolRequestComment, { id: commentId, request: requestId });
  }

  removeComment(comment: CarpoolRequestComment): void {
    this.em.remove(comment);
  }
}
