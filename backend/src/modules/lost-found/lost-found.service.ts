import { Injectable } from '@nestjs/common';
import type { CommentDto, CommentPageDto, CommentPageQuery, NewCommentDto } from '../../core/comments/comment.dto';
import { communityWriteThrottle, deletableComment, toCommentPage, toNewCommentDto } from '../../core/comments/comments';
import { NotFoundError } from '../../core/errors/app-errors';
import { ThrottleService } from '../../core/throttle/throttle.service';
import { FileStorage } from '../../core/uploads/file-storage';
import { processImage } from '../../core/uploads/images';
import { DomainEvents } from '../../core/events/domain-events';
import type { EditionAccess } from '../access/access.service';
import type { User } from '../users/user.entity';
import { toLostFoundItemDto, type LostFoundItemDto, type LostFoundListQuery, type LostFoundPageDto, type NewLostFoundItemDto, type UpdateLostFoundItemDto } from './lost-found.dto';
import type { LostFoundItem } from './lost-found.entity';
import { LostFoundCommented } from './lost-found.events';
import { LostFoundRepository } from './lost-found.repository';
import { commentRecipient, statusChange } from './lost-found-rules';

/** The longest side of a stored photo (pixels). */
const PHOTO_SIDE = 1600;
/** How much of an item's description names it in a notification. */
const ITEM_NAME_LENGTH = 60;

const itemName = (description: string): string => (description.length > ITEM_NAME_LENGTH ? `${description.slice(0, ITEM_NAME_LENGTH - 1).trimEnd()}…` : description);

/**
 * An edition's lost and found: the items its team records (description, photo), marks RETURNED (or
 * LOST again) and deletes; what anyone reads of them; the comments signed-in users leave under them,
 * which their authors and the team delete. The recorder of an item is told of each comment after
 * the commit (lost-found-notifications.ts).
 */
@Injectable()
export class LostFoundService {
  constructor(
    private readonly repository: LostFoundRepository,
    private readonly storage: FileStorage,
    private readonly throttle: ThrottleService,
    private readonly events: DomainEvents,
  ) {}

  async list(editionId: number, query: LostFoundListQuery): Promise<LostFoundPageDto> {
    const { counts, items } = await this.repository.page(editionId, query.status ?? null, query.pageSize, (query.page - 1) * query.pageSize);
    const total = query.status === undefined ? counts.lost + counts.returned : query.status === 'LOST' ? counts.lost : counts.returned;
    return { items: items.map(toLostFoundItemDto), total, page: query.page, pageSize: query.pageSize, counts };
  }

  async item(editionId: number, itemId: number): Promise<LostFoundItemDto> {
    const row = await this.repository.itemRow(editionId, itemId);
    if (!row) throw new NotFoundError();
    return toLostFoundItemDto(row);
  }

  async create(editionId: number, userId: number, dto: NewLostFoundItemDto): Promise<LostFoundItemDto> {
    const item = this.repository.create(editionId, userId, dto.description);
    await this.repository.flush();
    return this.item(editionId, item.id);
  }

  async update(editionId: number, actorId: number, itemId: number, dto: UpdateLostFoundItemDto): Promise<LostFoundItemDto> {
    const item = await this.load(editionId, itemId);
    if (dto.description !== undefined) item.description = dto.description;
    const change = dto.status === undefined ? null : statusChange(item.status, dto.status, actorId, new Date());
    if (change) this.repository.applyReturn(item, change);
    await this.repository.flush();
    return this.item(editionId, itemId);
  }

  /** Stores the photo (checked by content, re-encoded) in place of the previous one, whose file goes once committed; null removes it. */
  async setPhoto(editionId: number, itemId: number, data: Buffer | null): Promise<LostFoundItemDto> {
    const item = await this.load(editionId, itemId);
    const previous = item.imageUrl;
    item.imageUrl = data ? await this.storage.put('lost-found', editionId, 'webp', await processImage(data, PHOTO_SIDE)) : null;
    await this.repository.flush();
    if (previous) await this.storage.remove(previous);
    return this.item(editionId, itemId);
  }

  async remove(editionId: number, itemId: number): Promise<void> {
    const item = await this.load(editionId, itemId);
    const photo = item.imageUrl;
    this.repository.remove(item);
    await this.repository.flush();
    if (photo) await this.storage.remove(photo);
  }

  /** A page of the item's comments, newest first; the caller may delete their own, the team any. */
  async comments(access: EditionAccess, itemId: number, query: CommentPageQuery, viewerId: number | undefined): Promise<CommentPageDto> {
    await this.requireItem(access.edition.id, itemId);
    const rows = await this.repository.comments(itemId, query.pageSize, (query.page - 1) * query.pageSize);
    return toCommentPage(rows, query.page, query.pageSize, viewerId, access.permissions.team, () => this.repository.commentCount(itemId));
  }

  /** Counted in the user's community writing budget (429 beyond it); the item's recorder is told. */
  async addComment(access: EditionAccess, itemId: number, user: User, dto: NewCommentDto): Promise<CommentDto> {
    const editionId = access.edition.id;
    const item = await this.repository.itemRow(editionId, itemId);
    if (!item) throw new NotFoundError();
    await this.throttle.take(...communityWriteThrottle(user.id));
    const comment = this.repository.addComment(itemId, user.id, dto.content);
    await this.repository.flush();
    const recipient = commentRecipient(item.recordedById, user.id);
    if (recipient !== null) {
      await this.events.publish(new LostFoundCommented(editionId, access.edition.name, itemId, itemName(item.description), recipient, user.pseudo));
    }
    return toNewCommentDto(comment, user, access.permissions.team);
  }

  /** Its author deletes it, and the team any (moderation); anyone else gets 403. */
  async removeComment(access: EditionAccess, itemId: number, commentId: number, userId: number): Promise<void> {
    await this.requireItem(access.edition.id, itemId);
    const comment = deletableComment(await this.repository.comment(itemId, commentId), userId, access.permissions.team);
    this.repository.removeComment(comment);
    await this.repository.flush();
  }

  private async load(editionId: number, itemId: number): Promise<LostFoundItem> {
    const item = await this.repository.item(editionId, itemId);
    if (!item) throw new NotFoundError();
    return item;
  }

  private async requireItem(editionId: number, itemId: number): Promise<void> {
    if (!(await this.repository.hasItem(editionId, itemId))) throw new NotFoundError();
  }
}
