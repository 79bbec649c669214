import { Injectable } from '@nestjs/common';
import type { CommentDto, CommentPageDto, CommentPageQuery, NewCommentDto } from '../../core/comments/comment.dto';
import { communityWriteThrottle, deletableComment, toCommentPage, toNewCommentDto } from '../../core/comments/comments';
import { ForbiddenError, NotFoundError } from '../../core/errors/app-errors';
import { ThrottleService } from '../../core/throttle/throttle.service';
import { DomainEvents } from '../../core/events/domain-events';
import type { EditionAccess } from '../access/access.service';
import type { User } from '../users/user.entity';
import type { CarpoolListQuery } from './carpool.dto';
import { tell, tripOf } from './carpool.events';
import { CarpoolRepository } from './carpool.repository';
import { mayDelete, mayEdit } from './carpool-rules';
import { tripFilter } from './offers.service';
import { toRequestDto, type CarpoolRequestDto, type CarpoolRequestPageDto, type CreateCarpoolRequestDto, type UpdateCarpoolRequestDto } from './requests.dto';
import { RequestsRepository } from './requests.repository';

/**
 * Passengers' requests on an edition: the list by trip date with its filters, one request, what its
 * author writes, deleting (the author, or the team moderating), and the comments under a request.
 */
@Injectable()
export class RequestsService {
  constructor(
    private readonly repository: RequestsRepository,
    private readonly carpool: CarpoolRepository,
    private readonly throttle: ThrottleService,
    private readonly events: DomainEvents,
  ) {}

  async list(access: EditionAccess, viewerId: number | null, query: CarpoolListQuery): Promise<CarpoolRequestPageDto> {
    const { edition, permissions } = access;
    const filter = tripFilter(query, edition.timeZone);
    const rows = await this.repository.page(edition.id, viewerId, filter, query.pageSize, (query.page - 1) * query.pageSize);
    const total = rows.length ? Number(rows[0]!.total) : query.page > 1 ? await this.repository.count(edition.id, filter) : 0;
    return { timeZone: edition.timeZone, items: rows.map((r) => toRequestDto(r, viewerId, permissions.team)), total, page: query.page, pageSize: query.pageSize };
  }

  async one(access: EditionAccess, viewerId: number | null, requestId: number): Promise<CarpoolRequestDto> {
    const row = await this.repository.one(access.edition.id, requestId, viewerId);
    if (!row) throw new NotFoundError();
    return toRequestDto(row, viewerId, access.permissions.team);
  }

  async create(access: EditionAccess, user: User, dto: CreateCarpoolRequestDto): Promise<CarpoolRequestDto> {
    const request = this.repository.create(access.edition.id, user.id, {
      tripDate: new Date(dto.tripDate),
      locationCity: dto.locationCity,
      seatsNeeded: dto.seatsNeeded,
      direction: dto.direction,
      description: dto.description || null,
      phoneNumber: dto.phoneNumber || null,
    });
    await this.carpool.flush();
    return this.one(access, user.id, request.id);
  }

  async update(access: EditionAccess, user: User, requestId: number, dto: UpdateCarpoolRequestDto): Promise<CarpoolRequestDto> {
    const request = await this.existing(access, requestId);
    if (!mayEdit(request.user.id, user.id)) throw new ForbiddenError();
    if (dto.tripDate !== undefined) request.tripDate = new Date(dto.tripDate);
    if (dto.locationCity !== undefined) request.locationCity = dto.locationCity;
    if (dto.seatsNeeded !== undefined) request.seatsNeeded = dto.seatsNeeded;
    if (dto.direction !== undefined) request.direction = dto.direction;
    if (dto.description !== undefined) request.description = dto.description || null;
    if (dto.phoneNumber !== undefined) request.phoneNumber = dto.phoneNumber || null;
    await this.carpool.flush();
    return this.one(access, user.id, requestId);
  }

  /** Its author, or the team moderating, deletes a request (bookings made from it keep their seats). */
  async remove(access: EditionAccess, user: User, requestId: number): Promise<void> {
    const request = await this.existing(access, requestId);
    if (!mayDelete(request.user.id, user.id, access.permissions.team)) throw new ForbiddenError();
    this.repository.remove(request);
    await this.carpool.flush();
  }

  // ── comments ──────────────────────────────────────────────────────────────────────────────

  async comments(access: EditionAccess, viewerId: number | null, requestId: number, query: CommentPageQuery): Promise<CommentPageDto> {
    await this.existing(access, requestId);
    const rows = await this.repository.comments(requestId, query.pageSize, (query.page - 1) * query.pageSize);
    return toCommentPage(rows, query.page, query.pageSize, viewerId ?? undefined, access.permissions.team, () => this.repository.commentCount(requestId));
  }

  /** A signed-in user comments (the community's write budget); the request's author is told, unless they wrote it. */
  async addComment(access: EditionAccess, user: User, requestId: number, dto: NewCommentDto): Promise<CommentDto> {
    const request = await this.existing(access, requestId);
    await this.throttle.take(...communityWriteThrottle(user.id));
    const comment = this.repository.addComment(requestId, user.id, dto.content);
    await this.carpool.flush();
    await tell(this.events, 'requestCommented', access, [request.user.id], user, tripOf(request), { type: 'carpoolRequest', id: requestId });
    return toNewCommentDto(comment, user, access.permissions.team);
  }

  async removeComment(access: EditionAccess, user: User, requestId: number, commentId: number): Promise<void> {
    await this.existing(access, requestId);
    const comment = deletableComment(await this.repository.comment(requestId, commentId), user.id, access.permissions.team);
    this.repository.removeComment(comment);
    await this.carpool.flush();
  }

  private async existing(access: EditionAccess, requestId: number) {
    const request = await this.repository.entity(access.edition.id, requestId);
    if (!request) throw new NotFoundError();
    return request;
  }
}
