import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isoSql } from '../../core/database/iso-sql';
import { commentCountSql, commentPageSql, type CommentRow } from '../../core/comments/comments';
import type { LostFoundCountsDto, LostFoundItemRow } from './lost-found.dto';
import { LostFoundComment, LostFoundItem, type LostFoundStatus } from './lost-found.entity';
import type { ReturnRecord } from './lost-found-rules';

/** An item as the answers show it, with who recorded it and its comment count (`i` items, `u` its recorder). */
const ITEM_COLUMNS = `i.id, i.description, i.image_url as "imageUrl", i.status, ${isoSql('i.created_at')} as "createdAt",
  i.user_id as "recordedById", u.pseudo as "recordedByPseudo", ${isoSql('i.returned_at')} as "returnedAt",
  (select count(*) from lost_found_comments c where c.item_id = i.id)::int as "commentCount"`;

const COMMENT_PAGE_SQL = commentPageSql('lost_found_comments', 'item_id');
const COMMENT_COUNT_SQL = commentCountSql('lost_found_comments', 'item_id');

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
    const [row] = await this.em.execute<{ lost: number; returned: number; items: LostFoundItemRow[] }[]>(
      `with counts as (
         select count(*) filter (where status = 'LOST')::int as lost, count(*) filter (where status = 'RETURNED')::int as returned
         from lost_found_items where edition_id = ?
       ), page as (
         select ${ITEM_COLUMNS}
         from lost_found_items i left join users u on u.id = i.user_id
         where i.edition_id = ? and (?::text is null or i.status::text = ?::text)
         order by i.created_at desc, i.id desc
         limit ? offset ?
       )
       select c.lost, c.returned,
              coalesce((select json_agg(p order by p."createdAt" desc, p.id desc) from page p), '[]'::json) as items
       from counts c`,
      [editionId, editionId, status, status, limit, offset],
    );
    return { counts: { lost: row!.lost, returned: row!.returned }, items: row!.items };
  }

  /** One item of the edition as the answers show it (null when it is another edition's, or unknown). */
  async itemRow(editionId: number, itemId: number): Promise<LostFoundItemRow | null> {
    const [row] = await this.em.execute<LostFoundItemRow[]>(
      `select ${ITEM_COLUMNS} from lost_found_items i left join users u on u.id = i.user_id where i.edition_id = ? and i.id = ?`,
      [editionId, itemId],
    );
    return row ?? null;
  }

  /** An item of the edition, to change it (null when it is another edition's, or unknown). */
  item(editionId: number, itemId: number): Promise<LostFoundItem | null> {
    return this.em.findOne(LostFoundItem, { id: itemId, edition: editionId });
  }

  /** Whether the edition has this item (one small statement). */
  async hasItem(editionId: number, itemId: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>('select id from lost_found_items where edition_id = ? and id = ?', [editionId, itemId]);
    return rows.length > 0;
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
    return this.em.execute<CommentRow[]>(COMMENT_PAGE_SQL, [itemId, limit, offset]);
  }

  async commentCount(itemId: number): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(COMMENT_COUNT_SQL, [itemId]);
    return row?.n ?? 0;
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
