import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Convention, ConventionCollaborator } from '../conventions/convention.entity';
import { User } from '../users/user.entity';

/** The 21 amenity flags of an edition, in the spec's order. */
export const AMENITY_FLAGS = [
  'acceptsPets',
  'hasFoodTrucks',
  'hasGym',
  'hasKidsZone',
  'hasTentCamping',
  'hasTruckCamping',
  'hasAccessibility',
  'hasAerialSpace',
  'hasCantine',
  'hasConcert',
  'hasFamilyCamping',
  'hasSleepingRoom',
  'hasFireSpace',
  'hasGala',
  'hasOpenStage',
  'hasShowers',
  'hasSlacklineSpace',
  'hasToilets',
  'hasWorkshops',
  'hasATM',
  'hasLongShow',
] as const;
/** The 3 payment flags. */
export const PAYMENT_FLAGS = [
  'hasCashPayment',
  'hasCreditCardPayment',
  'hasAfjTokenPayment',
] as const;
export type EditionFlag = (typeof AMENITY_FLAGS)[number] | (typeof PAYMENT_FLAGS)[number];

export enum VolunteersMode {
  INTERNAL = 'INTERNAL',
  EXTERNAL = 'EXTERNAL',
}

@Entity({ tableName: 'editions' })
@Index({ properties: ['startDate'] })
@Index({ properties: ['convention'] })
export class Edition {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isOnline' | 'workshopsEnabled' | 'workshopLocationsFreeInput' | 'volunteersOpen' | 'volunteersMode' | EditionFlag | `volunteersAsk${string}`;

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
  @Property({ type: 'string', length: 100, nullable: true }) country?: string | null;
  @Property({ type: 'string', length: 20, nullable: true }) postalCode?: string | null;
  @Property({ type: 'string', length: 100, nullable: true }) region?: string | null;
  @Property({ type: 'double', nullable: true }) latitude?: number | null;
  @Property({ type: 'double', nullable: true }) longitude?: number | null;

  @Property({ type: 'string', length: 500, nullable: true }) facebookUrl?: string | null;
  @Property({ type: 'string', length: 500, nullable: true }) instagramUrl?: string | null;
  @Property({ type: 'string', length: 500, nullable: true }) ticketingUrl?: string | null;
  @Property({ type: 'string', length: 500, nullable: true }) officialWebsiteUrl?: string | null;

  @Property({ type: 'boolean', default: false }) workshopsEnabled: boolean = false;
  @Property({ type: 'boolean', default: false }) workshopLocationsFreeInput: boolean = false;

  @Property({ type: 'boolean', default: false }) acceptsPets: boolean = false;
  @Property({ type: 'boolean', default: false }) hasFoodTrucks: boolean = false;
  @Property({ type: 'boolean', default: false }) hasGym: boolean = false;
  @Property({ type: 'boolean', default: false }) hasKidsZone: boolean = false;
  @Property({ type: 'boolean', default: false }) hasTentCamping: boolean = false;
  @Property({ type: 'boolean', default: false }) hasTruckCamping: boolean = false;
  @Property({ type: 'boolean', default: false }) hasAccessibility: boolean = false;
  @Property({ type: 'boolean', default: false }) hasAerialSpace: boolean = false;
  @Property({ type: 'boolean', default: false }) hasCantine: boolean = false;
  @Property({ type: 'boolean', default: false }) hasConcert: boolean = false;
  @Property({ type: 'boolean', default: false }) hasFamilyCamping: boolean = false;
  @Property({ type: 'boolean', default: false }) hasSleepingRoom: boolean = false;
  @Property({ type: 'boolean', default: false }) hasFireSpace: boolean = false;
  @Property({ type: 'boolean', default: false }) hasGala: boolean = false;
  @Property({ type: 'boolean', default: false }) hasOpenStage: boolean = false;
  @Property({ type: 'boolean', default: false }) hasShowers: boolean = false;
  @Property({ type: 'boolean', default: false }) hasSlacklineSpace: boolean = false;
  @Property({ type: 'boolean', default: false }) hasToilets: boolean = false;
  @Property({ type: 'boolean', default: false }) hasWorkshops: boolean = false;
  @Property({ type: 'boolean', default: false }) hasATM: boolean = false;
  @Property({ type: 'boolean', default: false }) hasLongShow: boolean = false;
  @Property({ type: 'boolean', default: false }) hasCashPayment: boolean = false;
  @Property({ type: 'boolean', default: false }) hasCreditCardPayment: boolean = false;
  @Property({ type: 'boolean', default: false }) hasAfjTokenPayment: boolean = false;

  @Property({ type: 'text', nullable: true }) volunteersDescription?: string | null;
  @Property({ type: 'boolean', default: false }) volunteersOpen: boolean = false;
  @Property({ type: 'datetime', nullable: true }) volunteersUpdatedAt?: Date | null;
  @Property({ type: 'string', length: 500, nullable: true }) volunteersExternalUrl?: string | null;
  @Enum({ items: () => VolunteersMode, nativeEnumName: 'volunteers_mode', default: VolunteersMode.INTERNAL })
  volunteersMode: VolunteersMode = VolunteersMode.INTERNAL;
  @Property({ type: 'datetime', nullable: true }) volunteersSetupStartDate?: Date | null;
  @Property({ type: 'datetime', nullable: true }) volunteersTeardownEndDate?: Date | null;
  @Property({ type: 'boolean', default: false }) volunteersAskDiet: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskAllergies: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskTimePreferences: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskTeamPreferences: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskPets: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskMinors: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskVehicle: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskCompanion: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskAvoidList: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskSkills: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskExperience: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskEmergencyContact: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskSetup: boolean = false;
  @Property({ type: 'boolean', default: false }) volunteersAskTeardown: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

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

/** Rights a collaborator holds on one edition only (on top of the convention-wide ones). */
@Entity({ tableName: 'edition_collaborator_permissions' })
@Unique({ properties: ['collaborator', 'edition'] })
export class EditionCollaboratorPermission {
  [OptionalProps]?: 'canEdit' | 'canDelete' | 'canManageVolunteers' | 'canManageArtists';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => ConventionCollaborator, { deleteRule: 'cascade' })
  collaborator!: ConventionCollaborator;

  @ManyToOne(() => Edition, { deleteRule: 'cascade' })
  edition!: Edition;

  @Property({ type: 'boolean', default: false }) canEdit: boolean = false;
  @Property({ type: 'boolean', default: false }) canDelete: boolean = false;
  @Property({ type: 'boolean', default: false }) canManageVolunteers: boolean = false;
  @Property({ type: 'boolean', default: false }) canManageArtists: boolean = false;
}
