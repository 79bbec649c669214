import { Check, Entity, Enum, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { newSecret } from '../../core/crypto/new-secret';
import { AllergySeverity, DietaryPreference } from '../../core/validation/diet';
import { Edition } from '../editions/edition.entity';
import { TicketingReturnableItem } from '../ticketing/ticketing.entity';
import { User } from '../users/user.entity';

/**
 * An artist of an edition: who they are (a user, or until they sign up an invited e-mail), their
 * stay, food, money and travel, and the organisers' notes (never shown to the artist).
 * Money is in cents of the edition's currency.
 */
@Entity({ tableName: 'edition_artists' })
@Unique({ properties: ['edition', 'user'] })
@Index({ properties: ['edition', 'createdAt'] })
@Index({ name: 'edition_artists_invited_email_unique', expression: 'create unique index "edition_artists_invited_email_unique" on "edition_artists" ("edition_id", lower("invited_email")) where "invited_email" is not null' })
@Check({ name: 'edition_artists_who_check', expression: '"user_id" is not null or "invited_email" is not null' })
@Check({ name: 'edition_artists_stay_check', expression: '"departure_date_time" is null or "arrival_date_time" is null or "departure_date_time" >= "arrival_date_time"' })
@Check({
  name: 'edition_artists_amounts_check',
  expression: 'coalesce("payment", 0) >= 0 and coalesce("reimbursement_max", 0) >= 0 and coalesce("reimbursement_actual", 0) >= 0',
})
export class EditionArtist {
  [OptionalProps]?:
    | 'entryValidated'
    | 'paymentPaid'
    | 'reimbursementActualPaid'
    | 'accommodationAutonomous'
    | 'invoiceRequested'
    | 'invoiceProvided'
    | 'feeRequested'
    | 'feeProvided'
    | 'pickupRequired'
    | 'dropoffRequired'
    | 'qrToken'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  /** The artist's account; null while an invitation by e-mail waits for that person to sign up. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' }) user?: User | null;
  /** The e-mail an invitation was sent to, until a verified account with it takes the record (then null). */
  @Property({ type: 'string', length: 254, nullable: true }) invitedEmail?: string | null;
  /** The name on the programme (their pseudo when empty). */
  @Property({ type: 'string', length: 100, nullable: true }) stageName?: string | null;

  // Stay
  @Property({ type: 'datetime', nullable: true }) arrivalDateTime?: Date | null;
  @Property({ type: 'datetime', nullable: true }) departureDateTime?: Date | null;
  /** They find their own bed; otherwise `accommodationProposal` says what is offered or asked. */
  @Property({ type: 'boolean', default: false }) accommodationAutonomous: boolean = false;
  @Property({ type: 'text', nullable: true }) accommodationProposal?: string | null;

  // Food
  @Enum({ items: () => DietaryPreference, nativeEnumName: 'dietary_preference', nullable: true }) dietaryPreference?: DietaryPreference | null;
  @Property({ type: 'text', nullable: true }) allergies?: string | null;
  @Enum({ items: () => AllergySeverity, nativeEnumName: 'allergy_severity', nullable: true }) allergySeverity?: AllergySeverity | null;

  // Money (cents)
  /** The artist's fee, what is owed for performing. */
  @Property({ type: 'integer', nullable: true }) payment?: number | null;
  @Property({ type: 'boolean', default: false }) paymentPaid: boolean = false;
  /** The most the edition reimburses (travel…), and what was actually claimed. */
  @Property({ type: 'integer', nullable: true }) reimbursementMax?: number | null;
  @Property({ type: 'integer', nullable: true }) reimbursementActual?: number | null;
  @Property({ type: 'boolean', default: false }) reimbursementActualPaid: boolean = false;
  /** An invoice for the fee: asked of the artist, received. */
  @Property({ type: 'boolean', default: false }) invoiceRequested: boolean = false;
  @Property({ type: 'boolean', default: false }) invoiceProvided: boolean = false;
  /** An expense claim (receipts) for the reimbursement: asked of the artist, received. */
  @Property({ type: 'boolean', default: false }) feeRequested: boolean = false;
  @Property({ type: 'boolean', default: false }) feeProvided: boolean = false;

  // Travel: a pickup on arrival, a drop-off on departure, each with a place and a team member in charge
  @Property({ type: 'boolean', default: false }) pickupRequired: boolean = false;
  @Property({ type: 'string', length: 300, nullable: true }) pickupLocation?: string | null;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) pickupResponsible?: User | null;
  @Property({ type: 'boolean', default: false }) dropoffRequired: boolean = false;
  @Property({ type: 'string', length: 300, nullable: true }) dropoffLocation?: string | null;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) dropoffResponsible?: User | null;

  /** The organisers' own notes: never in any answer to the artist. */
  @Property({ type: 'text', nullable: true }) organizerNotes?: string | null;

  // Entry (gate and meals)
  @Property({ type: 'boolean', default: false }) entryValidated: boolean = false;
  @Property({ type: 'datetime', nullable: true }) entryValidatedAt?: Date | null;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) entryValidatedBy?: User | null;
  /** The secret of the artist's entry QR code (gate and meals). */
  @Property({ type: 'string', length: 64, unique: true }) qrToken: string = newSecret();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) addedBy?: User | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** A show of the edition's programme. `duration` in minutes. */
@Entity({ tableName: 'shows' })
@Index({ properties: ['edition', 'startDateTime'] })
@Check({ name: 'shows_duration_check', expression: '"duration" > 0' })
export class Show {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @Property({ type: 'string', length: 200 }) title!: string;
  @Property({ type: 'text', nullable: true }) description?: string | null;
  @Property({ type: 'datetime' }) startDateTime!: Date;
  @Property({ type: 'integer' }) duration!: number;
  @Property({ type: 'string', length: 200, nullable: true }) location?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** An artist performing in a show. */
@Entity({ tableName: 'show_artists' })
@Index({ properties: ['artist'] })
export class ShowArtist {
  @ManyToOne(() => Show, { primary: true, deleteRule: 'cascade' }) show!: Show;
  @ManyToOne(() => EditionArtist, { primary: true, deleteRule: 'cascade' }) artist!: EditionArtist;
}

/** A returnable item (a ticketing one: a badge, a wristband…) handed to each artist of a show. */
@Entity({ tableName: 'show_returnable_items' })
@Index({ properties: ['returnableItem'] })
@Check({ name: 'show_returnable_items_quantity_check', expression: '"quantity" > 0' })
export class ShowReturnableItem {
  [OptionalProps]?: 'quantity';

  @ManyToOne(() => Show, { primary: true, deleteRule: 'cascade' }) show!: Show;
  @ManyToOne(() => TicketingReturnableItem, { primary: true, deleteRule: 'cascade' }) returnableItem!: TicketingReturnableItem;
  @Property({ type: 'integer', default: 1 }) quantity: number = 1;
}

/** A show a user starred on the programme. */
@Entity({ tableName: 'show_favorites' })
@Index({ properties: ['show'] })
export class ShowFavorite {
  [OptionalProps]?: 'createdAt';

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' }) user!: User;
  @ManyToOne(() => Show, { primary: true, deleteRule: 'cascade' }) show!: Show;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

/** The secret of a user's calendar feed of their favourite shows (every edition); replaced when they revoke it. */
@Entity({ tableName: 'show_calendar_feeds' })
export class ShowCalendarFeed {
  [OptionalProps]?: 'token' | 'createdAt';

  @OneToOne(() => User, { primary: true, owner: true, deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'string', length: 64, unique: true }) token: string = newSecret();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

export const ARTISTS_ENTITIES = [EditionArtist, Show, ShowArtist, ShowReturnableItem, ShowFavorite, ShowCalendarFeed];
