import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { newSecret } from '../../core/crypto/new-secret';
import { Edition } from '../editions/edition.entity';
import { User } from '../users/user.entity';

/** A place of an edition where workshops happen (a gym, a tent), kept by its team. */
@Entity({ tableName: 'workshop_locations' })
@Index({ name: 'workshop_locations_name_unique', expression: 'create unique index "workshop_locations_name_unique" on "workshop_locations" ("edition_id", lower("name"))' })
export class WorkshopLocation {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @Property({ type: 'string', length: 100 }) name!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

/**
 * A workshop proposed on an edition: where (one of the edition's locations, or a free text when the
 * edition allows it) and when (within the edition's days), by whom.
 */
@Entity({ tableName: 'workshops' })
@Index({ properties: ['edition', 'startDateTime'] })
/** The reminder job's search across editions. */
@Index({ properties: ['startDateTime'] })
@Index({ properties: ['location'] })
@Index({ properties: ['creator'] })
@Check({ name: 'workshops_times_check', expression: '"end_date_time" > "start_date_time"' })
@Check({ name: 'workshops_max_participants_check', expression: '"max_participants" is null or "max_participants" > 0' })
export class Workshop {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  /** Who proposed it; null once their account is gone (the workshop stays on the programme). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) creator?: User | null;
  @Property({ type: 'string', length: 200 }) title!: string;
  @Property({ type: 'text', nullable: true }) description?: string | null;
  @Property({ type: 'datetime' }) startDateTime!: Date;
  @Property({ type: 'datetime' }) endDateTime!: Date;
  @Property({ type: 'integer', nullable: true }) maxParticipants?: number | null;
  /** One of the edition's locations; a location deleted leaves its workshops without one. */
  @ManyToOne(() => WorkshopLocation, { nullable: true, deleteRule: 'set null' }) location?: WorkshopLocation | null;
  /** A place typed by the proposer, when the edition allows free input (workshopLocationsFreeInput). */
  @Property({ type: 'string', length: 100, nullable: true }) locationText?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** A workshop a user starred; `remindedAt` claims the reminder sent 30 minutes before it starts (once, across replicas). */
@Entity({ tableName: 'workshop_favorites' })
@Index({ properties: ['workshop'] })
export class WorkshopFavorite {
  [OptionalProps]?: 'createdAt';

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' }) user!: User;
  @ManyToOne(() => Workshop, { primary: true, deleteRule: 'cascade' }) workshop!: Workshop;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) remindedAt?: Date | null;
}

/**
 * The secret of a user's calendar feed of one edition: their favourite workshops and shows and, as a
 * volunteer, their slots. Replaced when they renew it (the old address then answers 404).
 */
@Entity({ tableName: 'edition_calendar_feeds' })
@Unique({ properties: ['edition', 'user'] })
export class EditionCalendarFeed {
  [OptionalProps]?: 'token' | 'createdAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'string', length: 64, unique: true }) token: string = newSecret();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

export const WORKSHOPS_ENTITIES = [WorkshopLocation, Workshop, WorkshopFavorite, EditionCalendarFeed];
