import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Edition } from '../editions/edition.entity';
import { User } from '../users/user.entity';

/** Which way a trip goes. */
export enum CarpoolDirection {
  TO_EVENT = 'TO_EVENT',
  FROM_EVENT = 'FROM_EVENT',
}

/** A booking's life: asked (PENDING), then ACCEPTED or REJECTED by the driver, or CANCELLED by the passenger. */
export enum CarpoolBookingStatus {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  REJECTED = 'REJECTED',
  CANCELLED = 'CANCELLED',
}

/** The most seats an offer may have, and a request or a booking may ask for. */
export const CARPOOL_SEATS_MAX = 8;

/**
 * A driver's offer of seats for a trip to or from an edition. Accepted bookings' seats plus the
 * passengers the driver added never exceed `availableSeats` (checked under a lock of this row).
 */
@Entity({ tableName: 'carpool_offers' })
@Index({ properties: ['edition', 'direction', 'tripDate'] })
@Index({ properties: ['user'] })
@Check({ name: 'carpool_offers_seats_check', expression: `"available_seats" >= 1 and "available_seats" <= ${CARPOOL_SEATS_MAX}` })
export class CarpoolOffer {
  [OptionalProps]?: 'smokingAllowed' | 'petsAllowed' | 'musicAllowed' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  /** The driver. */
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'datetime' }) tripDate!: Date;
  @Property({ type: 'string', length: 100 }) locationCity!: string;
  @Property({ type: 'string', length: 200, nullable: true }) locationAddress?: string | null;
  @Property({ type: 'integer' }) availableSeats!: number;
  @Enum({ items: () => CarpoolDirection, nativeEnumName: 'carpool_direction' }) direction!: CarpoolDirection;
  @Property({ type: 'text', nullable: true }) description?: string | null;
  /** Shown only to the driver and to accepted passengers. */
  @Property({ type: 'string', length: 30, nullable: true }) phoneNumber?: string | null;
  @Property({ type: 'boolean', default: false }) smokingAllowed: boolean = false;
  @Property({ type: 'boolean', default: false }) petsAllowed: boolean = false;
  @Property({ type: 'boolean', default: false }) musicAllowed: boolean = false;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** A passenger's request for seats on a trip to or from an edition. */
@Entity({ tableName: 'carpool_requests' })
@Index({ properties: ['edition', 'direction', 'tripDate'] })
@Index({ properties: ['user'] })
@Check({ name: 'carpool_requests_seats_check', expression: `"seats_needed" >= 1 and "seats_needed" <= ${CARPOOL_SEATS_MAX}` })
export class CarpoolRequest {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  /** The passenger. */
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'datetime' }) tripDate!: Date;
  @Property({ type: 'string', length: 100 }) locationCity!: string;
  @Property({ type: 'integer' }) seatsNeeded!: number;
  @Enum({ items: () => CarpoolDirection, nativeEnumName: 'carpool_direction' }) direction!: CarpoolDirection;
  @Property({ type: 'text', nullable: true }) description?: string | null;
  @Property({ type: 'string', length: 30, nullable: true }) phoneNumber?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** A comment under an offer. */
@Entity({ tableName: 'carpool_comments' })
@Index({ properties: ['offer', 'createdAt'] })
@Index({ properties: ['user'] })
export class CarpoolComment {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => CarpoolOffer, { deleteRule: 'cascade' }) offer!: CarpoolOffer;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'text' }) content!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

/** A comment under a request. */
@Entity({ tableName: 'carpool_request_comments' })
@Index({ properties: ['request', 'createdAt'] })
@Index({ properties: ['user'] })
export class CarpoolRequestComment {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => CarpoolRequest, { deleteRule: 'cascade' }) request!: CarpoolRequest;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'text' }) content!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

/** A passenger the driver added to their offer themselves (one seat each). */
@Entity({ tableName: 'carpool_passengers' })
@Unique({ properties: ['offer', 'user'] })
@Index({ properties: ['user'] })
export class CarpoolPassenger {
  [OptionalProps]?: 'addedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => CarpoolOffer, { deleteRule: 'cascade' }) offer!: CarpoolOffer;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) addedAt: Date = new Date();
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) addedBy?: User | null;
}

/** A passenger's ask for seats on an offer (optionally from their own request). One PENDING ask per passenger and offer. */
@Entity({ tableName: 'carpool_bookings' })
@Index({ properties: ['offer', 'status'] })
@Index({ properties: ['requester'] })
@Index({ properties: ['request'] })
@Index({
  name: 'carpool_bookings_one_pending',
  expression: `create unique index "carpool_bookings_one_pending" on "carpool_bookings" ("offer_id", "requester_id") where "status" = 'PENDING'`,
})
@Check({ name: 'carpool_bookings_seats_check', expression: `"seats" >= 1 and "seats" <= ${CARPOOL_SEATS_MAX}` })
export class CarpoolBooking {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => CarpoolOffer, { deleteRule: 'cascade' }) offer!: CarpoolOffer;
  @ManyToOne(() => CarpoolRequest, { nullable: true, deleteRule: 'set null' }) request?: CarpoolRequest | null;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) requester!: User;
  @Property({ type: 'integer' }) seats!: number;
  @Property({ type: 'text', nullable: true }) message?: string | null;
  @Enum({ items: () => CarpoolBookingStatus, nativeEnumName: 'carpool_booking_status', default: CarpoolBookingStatus.PENDING })
  status: CarpoolBookingStatus = CarpoolBookingStatus.PENDING;
  /** When the driver accepted or rejected it, or the passenger cancelled it. */
  @Property({ type: 'datetime', nullable: true }) decidedAt?: Date | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

export const CARPOOL_ENTITIES = [CarpoolOffer, CarpoolRequest, CarpoolComment, CarpoolRequestComment, CarpoolPassenger, CarpoolBooking];
