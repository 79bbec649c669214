import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Convention } from '../conventions/convention.entity';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../../core/validation/currencies';
import { DEFAULT_TIME_ZONE } from '../../core/validation/time-zones';
import { User } from '../users/user.entity';
import { SERVICE_FLAGS, type ServiceFlag, type ServiceFlags } from './edition-flags';

@Entity({ tableName: 'editions' })
@Index({ properties: ['startDate'] })
@Index({ properties: ['convention'] })
export class Edition {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isOnline' | 'workshopsEnabled' | 'workshopLocationsFreeInput' | 'workshopProposalsOpen' | 'currency' | 'timeZone' | ServiceFlag | 'conventionId' | 'conventionName' | 'creatorId';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', nullable: true })
  program?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  creator?: User | null;

  @ManyToOne(() => Convention, { deleteRule: 'cascade' })
  convention!: Convention;

  /** Calendar days (YYYY-MM-DD): an edition runs from the start day to the end day, local time. */
  @Property({ type: 'string', columnType: 'date' })
  startDate!: string;

  @Property({ type: 'string', columnType: 'date' })
  endDate!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  imageUrl?: string | null;

  /** Offline editions are visible to their team only. */
  @Property({ type: 'boolean', default: false })
  isOnline: boolean = false;

  @Property({ type: 'string', length: 200, nullable: true }) addressLine1?: string | null;
  @Property({ type: 'string', length: 200, nullable: true }) addressLine2?: string | null;
  @Property({ type: 'string', length: 100, nullable: true }) city?: string | null;
  /** ISO 3166-1 alpha-2 code (core/validation/countries.ts). */
  @Property({ type: 'string', length: 2, nullable: true }) country?: string | null;
  @Property({ type: 'string', length: 20, nullable: true }) postalCode?: string | null;
  @Property({ type: 'string', length: 100, nullable: true }) region?: string | null;
  @Property({ type: 'double', nullable: true }) latitude?: number | null;
  @Property({ type: 'double', nullable: true }) longitude?: number | null;

  @Property({ type: 'string', length: 500, nullable: true }) facebookUrl?: string | null;
  @Property({ type: 'string', length: 500, nullable: true }) instagramUrl?: string | null;
  @Property({ type: 'string', length: 500, nullable: true }) ticketingUrl?: string | null;
  @Property({ type: 'string', length: 500, nullable: true }) officialWebsiteUrl?: string | null;

  /** What its amounts (artists' fees…) are counted in: an ISO 4217 code of CURRENCY_CODES (core/validation/currencies.ts). */
  @Property({ type: 'string', length: 3, default: DEFAULT_CURRENCY }) currency: CurrencyCode = DEFAULT_CURRENCY;

  /** Where it takes place (IANA name, core/validation/time-zones.ts): its days and wall-clock times are this zone's, never the server's. */
  @Property({ type: 'string', length: 64, default: DEFAULT_TIME_ZONE }) timeZone: string = DEFAULT_TIME_ZONE;

  @Property({ type: 'boolean', default: false }) workshopsEnabled: boolean = false;
  @Property({ type: 'boolean', default: false }) workshopLocationsFreeInput: boolean = false;
  /** Whether those the registry lets propose workshops (volunteers, artists, ticket holders) may; the team always may. */
  @Property({ type: 'boolean', default: true }) workshopProposalsOpen: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor() {
    for (const flag of SERVICE_FLAGS) this[flag] = false;
  }

  /** The relations' ids and the convention's name under the API's names, as toEditionDto reads them. */
  get conventionId(): number {
    return this.convention.id;
  }

  get conventionName(): string {
    return this.convention.name;
  }

  get creatorId(): number | null {
    return this.creator?.id ?? null;
  }
}
// A boolean column per service flag (amenities and payments, edition-flags.ts).
export interface Edition extends ServiceFlags {}
for (const flag of SERVICE_FLAGS) Property({ type: 'boolean', default: false })(Edition.prototype, flag);

/** A user's star on an edition. */
@Entity({ tableName: 'edition_favorites' })
@Unique({ properties: ['user', 'edition'] })
@Index({ properties: ['edition'] })
export class EditionFavorite {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Edition, { deleteRule: 'cascade' })
  edition!: Edition;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * A favourite-edition reminder sent (the edition starts in about three days): one per user and
 * edition, whatever the restarts and replicas, since the daily job inserts before it notifies.
 */
@Entity({ tableName: 'favorite_reminders' })
export class FavoriteReminder {
  [OptionalProps]?: 'sentAt';

  @ManyToOne(() => Edition, { primary: true, deleteRule: 'cascade' })
  edition!: Edition;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();
}

export const EDITIONS_ENTITIES = [Edition, EditionFavorite, FavoriteReminder];
