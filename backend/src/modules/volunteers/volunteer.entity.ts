import { Check, Entity, Enum, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { newSecret } from '../../core/crypto/new-secret';
import { Edition } from '../editions/edition.entity';
import { User } from '../users/user.entity';
import {
  AllergySeverity,
  ApplicationSource,
  ApplicationStatus,
  DEFAULT_MAX_DAY_MINUTES,
  DEFAULT_MIN_REST_MINUTES,
  DietaryPreference,
  MessageTarget,
  VOLUNTEER_ASK_FLAGS,
  VolunteersMode,
  type VolunteerAskFlag,
  type VolunteerAskFlags,
} from './volunteer-fields';

/** An edition's volunteer settings: one row per edition, made on first use (absent: the defaults). */
@Entity({ tableName: 'edition_volunteer_settings' })
export class VolunteerSettings {
  [OptionalProps]?: 'volunteersOpen' | 'volunteersMode' | VolunteerAskFlag | 'selfSignUp' | 'minRestMinutes' | 'maxDayMinutes';

  @OneToOne(() => Edition, { primary: true, owner: true, deleteRule: 'cascade' })
  edition!: Edition;

  @Property({ type: 'text', nullable: true }) volunteersDescription?: string | null;
  @Property({ type: 'boolean', default: false }) volunteersOpen: boolean = false;
  @Property({ type: 'datetime', nullable: true }) volunteersUpdatedAt?: Date | null;
  @Property({ type: 'string', length: 500, nullable: true }) volunteersExternalUrl?: string | null;
  @Enum({ items: () => VolunteersMode, nativeEnumName: 'volunteers_mode', default: VolunteersMode.INTERNAL })
  volunteersMode: VolunteersMode = VolunteersMode.INTERNAL;
  @Property({ type: 'datetime', nullable: true }) volunteersSetupStartDate?: Date | null;
  @Property({ type: 'datetime', nullable: true }) volunteersTeardownEndDate?: Date | null;
  /** Accepted volunteers may take free slots of visible teams themselves. */
  @Property({ type: 'boolean', default: false }) selfSignUp: boolean = false;
  /** Below this rest between two slots of a person, the planning warns. */
  @Property({ type: 'integer', default: DEFAULT_MIN_REST_MINUTES }) minRestMinutes: number = DEFAULT_MIN_REST_MINUTES;
  /** Above this total of a person's slots in a day, the planning warns. */
  @Property({ type: 'integer', default: DEFAULT_MAX_DAY_MINUTES }) maxDayMinutes: number = DEFAULT_MAX_DAY_MINUTES;

  constructor() {
    for (const flag of VOLUNTEER_ASK_FLAGS) this[flag] = false;
  }
}
// A boolean column per question of the form (volunteer-fields.ts).
export interface VolunteerSettings extends VolunteerAskFlags {}
for (const flag of VOLUNTEER_ASK_FLAGS) Property({ type: 'boolean', default: false })(VolunteerSettings.prototype, flag);

/** A team of an edition's volunteers. */
@Entity({ tableName: 'volunteer_teams' })
@Index({ properties: ['edition'] })
export class VolunteerTeam {
  [OptionalProps]?: 'isRequired' | 'isAccessControlTeam' | 'isMealValidationTeam' | 'isVisibleToVolunteers' | 'createdAt' | 'color';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @Property({ type: 'string', length: 100 }) name!: string;
  @Property({ type: 'text', nullable: true }) description?: string | null;
  /** #rrggbb */
  @Property({ type: 'string', length: 7, default: '#228be6' }) color: string = '#228be6';
  @Property({ type: 'integer', nullable: true }) maxVolunteers?: number | null;
  @Property({ type: 'boolean', default: false }) isRequired: boolean = false;
  @Property({ type: 'boolean', default: false }) isAccessControlTeam: boolean = false;
  @Property({ type: 'boolean', default: false }) isMealValidationTeam: boolean = false;
  @Property({ type: 'boolean', default: true }) isVisibleToVolunteers: boolean = true;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

/** One user's application to volunteer at one edition (or their record, added by hand). */
@Entity({ tableName: 'edition_volunteer_applications' })
@Unique({ properties: ['edition', 'user'] })
@Index({ properties: ['user'] })
@Index({ properties: ['edition', 'status'] })
export class VolunteerApplication {
  [OptionalProps]?: 'status' | 'source' | 'addedAt' | 'updatedAt' | 'entryValidated' | 'qrToken' | 'calendarToken';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Enum({ items: () => ApplicationStatus, nativeEnumName: 'volunteer_application_status', default: ApplicationStatus.PENDING })
  status: ApplicationStatus = ApplicationStatus.PENDING;
  @Property({ type: 'text', nullable: true }) motivation?: string | null;
  @Property({ type: 'text', nullable: true }) allergies?: string | null;
  @Enum({ items: () => AllergySeverity, nativeEnumName: 'allergy_severity', nullable: true }) allergySeverity?: AllergySeverity | null;
  @Enum({ items: () => DietaryPreference, nativeEnumName: 'dietary_preference', nullable: true }) dietaryPreference?: DietaryPreference | null;
  @Property({ type: 'json', nullable: true }) timePreferences?: string[] | null;
  /** Ids of visible teams of this edition, in the volunteer's order. */
  @Property({ type: 'json', nullable: true }) teamPreferences?: number[] | null;
  @Property({ type: 'text', nullable: true }) acceptanceNote?: string | null;
  @Property({ type: 'boolean', nullable: true }) hasPets?: boolean | null;
  @Property({ type: 'text', nullable: true }) petsDetails?: string | null;
  @Property({ type: 'boolean', nullable: true }) hasMinors?: boolean | null;
  @Property({ type: 'text', nullable: true }) minorsDetails?: string | null;
  @Property({ type: 'boolean', nullable: true }) hasVehicle?: boolean | null;
  @Property({ type: 'text', nullable: true }) vehicleDetails?: string | null;
  @Property({ type: 'string', length: 200, nullable: true }) companionName?: string | null;
  @Property({ type: 'text', nullable: true }) avoidList?: string | null;
  @Property({ type: 'text', nullable: true }) skills?: string | null;
  @Property({ type: 'boolean', nullable: true }) hasExperience?: boolean | null;
  @Property({ type: 'text', nullable: true }) experienceDetails?: string | null;
  @Property({ type: 'boolean', nullable: true }) setupAvailability?: boolean | null;
  @Property({ type: 'boolean', nullable: true }) teardownAvailability?: boolean | null;
  @Property({ type: 'boolean', nullable: true }) eventAvailability?: boolean | null;
  @Property({ type: 'datetime', nullable: true }) arrivalDateTime?: Date | null;
  @Property({ type: 'datetime', nullable: true }) departureDateTime?: Date | null;
  @Property({ type: 'string', length: 200, nullable: true }) emergencyContactName?: string | null;
  @Property({ type: 'string', length: 30, nullable: true }) emergencyContactPhone?: string | null;
  /** The user's phone when they applied (their profile may change later). */
  @Property({ type: 'string', length: 30, nullable: true }) userSnapshotPhone?: string | null;
  @Property({ type: 'boolean', default: false }) entryValidated: boolean = false;
  @Property({ type: 'datetime', nullable: true }) entryValidatedAt?: Date | null;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) entryValidatedBy?: User | null;
  @Enum({ items: () => ApplicationSource, nativeEnumName: 'volunteer_application_source', default: ApplicationSource.APPLICATION })
  source: ApplicationSource = ApplicationSource.APPLICATION;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) addedBy?: User | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) addedAt: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) decidedAt?: Date | null;
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
  /** The secret of the volunteer's entry QR code (gate and meals). */
  @Property({ type: 'string', length: 64, unique: true }) qrToken: string = newSecret();
  /** The secret of the volunteer's calendar feed URL; replaced when they revoke it. */
  @Property({ type: 'string', length: 64, unique: true }) calendarToken: string = newSecret();
}

/** A volunteer's membership of a team (leader or not). */
@Entity({ tableName: 'application_team_assignments' })
@Index({ properties: ['team'] })
export class ApplicationTeamAssignment {
  [OptionalProps]?: 'isLeader' | 'assignedAt';

  @ManyToOne(() => VolunteerApplication, { primary: true, deleteRule: 'cascade' }) application!: VolunteerApplication;
  @ManyToOne(() => VolunteerTeam, { primary: true, deleteRule: 'cascade' }) team!: VolunteerTeam;
  @Property({ type: 'boolean', default: false }) isLeader: boolean = false;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) assignedAt: Date = new Date();
}

/**
 * A time slot of a team: `maxVolunteers` people needed. `assignedVolunteers` is kept by the database
 * (trigger on volunteer_assignments): an insert beyond the needed count fails with a check_violation
 * on constraint "volunteer_time_slot_full"; never write it from code.
 */
@Entity({ tableName: 'volunteer_time_slots' })
@Check({ name: 'volunteer_time_slots_count_check', expression: '"assigned_volunteers" >= 0 and "assigned_volunteers" <= "max_volunteers"' })
@Index({ properties: ['edition', 'startDateTime'] })
@Index({ properties: ['team'] })
export class VolunteerTimeSlot {
  [OptionalProps]?: 'assignedVolunteers' | 'createdAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @ManyToOne(() => VolunteerTeam, { deleteRule: 'cascade' }) team!: VolunteerTeam;
  @Property({ type: 'string', length: 200 }) title!: string;
  @Property({ type: 'text', nullable: true }) description?: string | null;
  @Property({ type: 'datetime' }) startDateTime!: Date;
  @Property({ type: 'datetime' }) endDateTime!: Date;
  @Property({ type: 'integer' }) maxVolunteers!: number;
  @Property({ type: 'integer', default: 0 }) assignedVolunteers: number = 0;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

/** A person on a slot. `remindedAt` is claimed once by the reminder job (whatever the replicas). */
@Entity({ tableName: 'volunteer_assignments' })
@Unique({ properties: ['timeSlot', 'user'] })
@Index({ properties: ['user'] })
export class VolunteerAssignment {
  [OptionalProps]?: 'assignedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => VolunteerTimeSlot, { deleteRule: 'cascade' }) timeSlot!: VolunteerTimeSlot;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) assignedAt: Date = new Date();
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) assignedBy?: User | null;
  @Property({ type: 'datetime', nullable: true }) remindedAt?: Date | null;
}

/** A message to the accepted volunteers (all, or chosen teams). */
@Entity({ tableName: 'volunteer_notification_groups' })
@Index({ properties: ['edition', 'sentAt'] })
export class VolunteerNotificationGroup {
  [OptionalProps]?: 'sentAt' | 'recipientCount';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) sender?: User | null;
  @Property({ type: 'string', length: 200 }) title!: string;
  @Property({ type: 'string', length: 500 }) message!: string;
  @Enum({ items: () => MessageTarget, nativeEnumName: 'volunteer_message_target' }) targetType!: MessageTarget;
  @Property({ type: 'json', nullable: true }) selectedTeams?: number[] | null;
  @Property({ type: 'integer', default: 0 }) recipientCount: number = 0;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) sentAt: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) remindedAt?: Date | null;
}

/** One recipient of a group message; `confirmedAt` is set when they confirm they read it. */
@Entity({ tableName: 'volunteer_notification_confirmations' })
@Index({ properties: ['user'] })
export class VolunteerNotificationConfirmation {
  @ManyToOne(() => VolunteerNotificationGroup, { primary: true, deleteRule: 'cascade' }) group!: VolunteerNotificationGroup;
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'datetime', nullable: true }) confirmedAt?: Date | null;
}

export const VOLUNTEERS_ENTITIES = [
  VolunteerSettings,
  VolunteerTeam,
  VolunteerApplication,
  ApplicationTeamAssignment,
  VolunteerTimeSlot,
  VolunteerAssignment,
  VolunteerNotificationGroup,
  VolunteerNotificationConfirmation,
];
