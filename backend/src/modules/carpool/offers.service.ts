import { Injectable } from '@nestjs/common';
import type { CommentDto, CommentPageDto, CommentPageQuery, NewCommentDto } from '../../core/comments/comment.dto';
import { communityWriteThrottle, deletableComment, toCommentPage, toNewCommentDto } from '../../core/comments/comments';
import { AppException, ForbiddenError, NotFoundError } from '../../core/errors/app-errors';
import { ThrottleService } from '../../core/throttle/throttle.service';
import { dayBounds } from '../../core/time/zoned';
import { DomainEvents } from '../../core/events/domain-events';
import type { EditionAccess } from '../access/access.service';
import type { User } from '../users/user.entity';
import type { CarpoolListQuery, CarpoolOfferListQuery } from './carpool.dto';
import { tell, tripOf } from './carpool.events';
import { CarpoolRepository, type TripFilter } from './carpool.repository';
import { containsPattern, mayDelete, mayEdit, seatsLoweringRefusal } from './carpool-rules';
import { toOfferDto, type CarpoolOfferDto, type CarpoolOfferPageDto, type CreateCarpoolOfferDto, type UpdateCarpoolOfferDto } from './offers.dto';
import { OffersRepository } from './offers.repository';

/** The filters of a list as the queries read them: the day on the edition's clocks, the city as a pattern. */
export function tripFilter(query: CarpoolListQuery, timeZone: string): TripFilter {
  const bounds = query.day ? dayBounds(query.day, timeZone) : null;
  return { direction: query.direction, from: bounds?.start, to: bounds?.end, cityPattern: query.city ? containsPattern(query.city) : undefined };
}

/**
 * Drivers' offers on an edition: the list by trip date with its filters, one offer, what the driver
 * writes (lowering the seats below those taken is refused under the offer's lock), deleting (the
 * driver, or the team moderating; its riders are told), and the comments under an offer.
 */
@Injectable()
export class OffersService {
  constructor(
    private readonly repository: OffersRepository,
    private readonly carpool: CarpoolRepository,
    private readonly throttle: ThrottleService,
    private readonly events: DomainEvents,
  ) {}

  async list(access: EditionAccess, viewerId: number | null, query: CarpoolOfferListQuery): Promise<CarpoolOfferPageDto> {
    const { edition, permissions } = access;
    const filter = { ...tripFilter(query, edition.timeZone), seats: query.seats };
    const rows = await this.repository.page(edition.id, viewerId, filter, query.pageSize, (query.page - 1) * query.pageSize);
    const total = rows.length ? Number(rows[0]!.total) : query.page > 1 ? await this.repository.count(edition.id, filter) : 0;
    return { timeZone: edition.timeZone, items: rows.map((r) => toOfferDto(r, viewerId, permissions.team)), total, page: query.page, pageSize: query.pageSize };
  }

  async one(access: EditionAccess, viewerId: number | null, offerId: number): Promise<CarpoolOfferDto> {
    const row = await this.repository.one(access.edition.id, offerId, viewerId);
    if (!row) throw new NotFoundError();
    return toOfferDto(row, viewerId, access.permissions.team);
  }

  async create(access: EditionAccess, user: User, dto: CreateCarpoolOfferDto): Promise<CarpoolOfferDto> {
    const offer = this.repository.create(access.edition.id, user.id, {
      tripDate: new Date(dto.tripDate),
      locationCity: dto.locationCity,
      locationAddress: dto.locationAddress || null,
      availableSeats: dto.availableSeats,
      direction: dto.direction,
      description: dto.description || null,
      phoneNumber: dto.phoneNumber || null,
      smokingAllowed: dto.smokingAllowed ?? false,
      petsAllowed: dto.petsAllowed ?? false,
      musicAllowed: dto.musicAllowed ?? false,
    });
    await this.carpool.flush();
    return this.one(access, user.id, offer.id);
  }

  /** The driver changes their offer; seats lowered below those taken answer 409 SEATS_TAKEN (checked under the offer's lock). */
  async update(access: EditionAccess, user: User, offerId: number, dto: UpdateCarpoolOfferDto): Promise<CarpoolOfferDto> {
    await this.carpool.transaction(async () => {
      const locked = await this.carpool.lockedOffer(access.edition.id, offerId);
      if (!locked) throw new NotFoundError();
      if (!mayEdit(locked.driverId, user.id)) throw new ForbiddenError();
      if (dto.availableSeats !== undefined) {
        const taken = seatsLoweringRefusal(dto.availableSeats, locked.takenSeats);
        if (taken !== null) throw new AppException(409, 'errors.carpool.seatsTaken', { code: 'SEATS_TAKEN', params: { taken }, fields: { availableSeats: [{ key: 'errors.carpool.seatsTaken', params: { taken } }] } });
      }
      const offer = (await this.repository.entity(access.edition.id, offerId))!;
      if (dto.tripDate !== undefined) offer.tripDate = new Date(dto.tripDate);
      if (dto.locationCity !== undefined) offer.locationCity = dto.locationCity;
      if (dto.locationAddress !== undefined) offer.locationAddress = dto.locationAddress || null;
      if (dto.availableSeats !== undefined) offer.availableSeats = dto.availableSeats;
      if (dto.direction !== undefined) offer.direction = dto.direction;
      if (dto.description !== undefined) offer.description = dto.description || null;
      if (dto.phoneNumber !== undefined) offer.phoneNumber = dto.phoneNumber || null;
      if (dto.smokingAllowed !== undefined) offer.smokingAllowed = dto.smokingAllowed;
      if (dto.petsAllowed !== undefined) offer.petsAllowed = dto.petsAllowed;
      if (dto.musicAllowed !== undefined) offer.musicAllowed = dto.musicAllowed;
    });
    return this.one(access, user.id, offerId);
  }

  /** The driver, or the team moderating, deletes an offer; its accepted passengers and those added are told. */
  async remove(access: EditionAccess, user: User, offerId: number): Promise<void> {
    const offer = await this.repository.entity(access.edition.id, offerId);
    if (!offer) throw new NotFoundError();
    if (!mayDelete(offer.user.id, user.id, access.permissions.team)) throw new ForbiddenError();
    const riders = await this.repository.riders(offer.id);
    const trip = tripOf(offer);
    this.repository.remove(offer);
    await this.carpool.flush();
    await tell(this.events, 'offerDeleted', access, riders, user, trip, { type: 'carpoolOffer', id: offerId });
  }

  // ── comments ──────────────────────────────────────────────────────────────────────────────

  async comments(access: EditionAccess, viewerId: number | null, offerId: number, query: CommentPageQuery): Promise<CommentPageDto> {
    await this.existing(access, offerId);
    const rows = await this.repository.comments(offerId, query.pageSize, (query.page - 1) * query.pageSize);
    return toCommentPage(rows, query.page, query.pageSize, viewerId ?? undefined, access.permissions.team, () => this.repository.commentCount(offerId));
  }

  /** A signed-in user comments (the community's write budget); the driver is told, unless they wrote it. */
  async addComment(access: EditionAccess, user: User, offerId: number, dto: NewCommentDto): Promise<CommentDto> {
    const offer = await this.existing(access, offerId);
    await this.throttle.take(...communityWriteThrottle(user.id));
    const comment = this.repository.addComment(offerId, user.id, dto.content);
    await this.carpool.flush();
    await tell(this.events, 'offerCommented', access, [offer.user.id], user, tripOf(offer), { type: 'carpoolOffer', id: offerId });
    return toNewCommentDto(comment, user, access.permissions.team);
  }

  /** Its author, or the team moderating, deletes a comment. */
  async removeComment(access: EditionAccess, user: User, offerId: number, commentId: number): Promise<void> {
    await this.existing(access, offerId);
    const comment = deletableComment(await this.repository.comment(offerId, commentId), user.id, access.permissions.team);
    this.repository.removeComment(comment);
    await this.carpool.flush();
  }

  private async existing(access: EditionAccess, offerId: number) {
    const offer = await this.repository.entity(access.edition.id, offerId);
    if (!offer) throw new NotFoundError();
    return offer;
  }
}
