import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isoSql } from '../../core/database/iso-sql';
import { defineSql, maybeOne, one, query } from '../../core/database/sql';
import { commentCountSql, commentPageSql, type CommentRow } from '../../core/comments/comments';
import type { LostFoundCountsDto, LostFoundItemRow } from './lost-found.dto';
import { LostFoundComment, LostFoundItem, type LostFoundStatus } from './lost-found.entity';
import type { ReturnRecord } from './lost-found-rules';

/** An item as the answers show it, with who recorded it and its comment count (`i` items, `u` its recorder). */
const ITEM_COLUMNS = `i.id, i.description, i.image_url as "imageUrl", i.status, ${isoSql('i.created_at')} as "createdAt",
  i.user_id as "recordedById", u.pseudo as "recordedByPseudo", ${isoSql('i.returned_at')} as "returnedAt",
  (select count(*) from lost_found_comments c where c.item_id = i.id)::int as "commentCount"`;

const PAGE = defineSql<{ lost: number; returned: number; items: LostFoundItemRow[] }>(
  'LostFoundRepository.page',
  `with counts as (
         select count(*) filter (where status = 'LOST')::int as lost, count(*) filter (where status = 'RETURNED')::int as returned
         from lost_found_items where edition_id = :editionId
       ), page as (
         select ${ITEM_COLUMNS}
         from lost_found_items i left join users u on u.id = i.user_id
         where i.edition_id = :editionId and (:status::text is null or i.status::text = :status::text)
         order by i.created_at desc, i.id desc
         limit :limit offset :offset
       )
       select c.lost, c.returned,
              coalesce((select json_agg(p order by p."createdAt" desc, p.id desc) from page p), '[]'::json) as items
       from counts c`,
);
const ITEM_ROW = defineSql<LostFoundItemRow>(
  'LostFoundRepository.itemRow',
  `select ${ITEM_COLUMNS} from lost_found_items i left join users u on u.id = i.user_id where i.edition_id = :editionId and i.id = :itemId`,
);
const HAS_ITEM = defineSql<{ id: number }>('LostFoundRepository.hasItem', 'select id from lost_found_items where edition_id = :editionId and id = :itemId');
const COMMENT_PAGE = defineSql<CommentRow>('LostFoundRepository.comments', commentPageSql('lost_found_comments', 'item_id'));
const COMMENT_COUNT = defineSql<{ n: number }>('LostFoundRepository.commentCount', commentCountSql('lost_found_comments', 'item_id'));

/** A page of an edition's items and its counts. */
export interface LostFoundPageRow {
  counts: LostFoundCountsDto;
  items: LostFoundItemRow[];
}

/** Every query of the lost and found: the items of an edition and the comments under them. */
@Injectable()
export class LostFoundRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * A page of the edition's items (only those of `status` when given), newest first, with the
   * edition's counts by state: one statement, whatever the page's length.
   */
  async page(editionId: number, status: LostFoundStatus | null, limit: number, offset: number): Promise<LostFoundPageRow> {
    const row = await one(this.em, PAGE, { editionId, status, limit, offset });
    return { counts: { lost: row.lost, returned: row.returned }, items: row.items };
  }

  /** One item of the edition as the answers show it (null when it is another edition's, or unknown). */
  async itemRow(editionId: number, itemId: number): Promise<LostFoundItemRow | null> {
    return maybeOne(this.em, ITEM_ROW, { editionId, itemId });
  }

  /** An item of the edition, to change it (null when it is another edition's, or unknown). */
  item(editionId: number, itemId: number): Promise<LostFoundItem | null> {
    return this.em.findOne(LostFoundItem, { id: itemId, edition: editionId });
  }

  /** Whether the edition has this item (one small statement). */
  async hasItem(editionId: number, itemId: number): Promise<boolean> {
    return (await maybeOne(this.em, HAS_ITEM, { editionId, itemId })) !== null;
  }

  create(editionId: number, userId: number, description: string): LostFoundItem {
    return this.em.create(LostFoundItem, { edition: editionId, user: userId, description });
  }

  /** Writes the item's new state (and who handed it back) at the next flush. */
  applyReturn(item: LostFoundItem, record: ReturnRecord): void {
    this.em.assign(item, { status: record.status, returnedAt: record.returnedAt, returnedBy: record.returnedById });
  }

  /** Deletes the item at the next flush (its comments go with it). */
  remove(item: LostFoundItem): void {
    this.em.remove(item);
  }

  /** A page of the item's comments, newest first, with their authors and the total: one statement. */
  comments(itemId: number, limit: number, offset: number): Promise<CommentRow[]> {
    return query(this.em, COMMENT_PAGE, { parentId: itemId, limit, offset });
  }

  async commentCount(itemId: number): Promise<number> {
    return (await maybeOne(this.em, COMMENT_COUNT, { parentId: itemId }))?.n ?? 0;
  }

  /** A comment under the item (null when it is another item's, or unknown). */
  comment(itemId: number, commentId: number): Promise<LostFoundComment | null> {
    return this.em.findOne(LostFoundComment, { id: commentId, item: itemId });
  }

  addComment(itemId: number, userId: number, content: string): LostFoundComment {
    return this.em.create(LostFoundComment, { item: itemId, user: userId, content });
  }

  removeComment(comment: LostFoundComment): void {
    this.em.remove(comment);
  }

  /** Commits the changes made through this repository, in one transaction. */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
