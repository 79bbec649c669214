import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity';

@Entity({ tableName: 'conventions' })
@Index({ properties: ['isArchived', 'name'] })
@Index({ properties: ['author'] })
export class Convention {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isArchived';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Path under /uploads/conventions/{id}/. */
  @Property({ type: 'string', length: 255, nullable: true })
  logo?: string | null;

  /** Public contact address; also where a claim code is sent. */
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  author!: User;

  @Property({ type: 'datetime', nullable: true })
  archivedAt?: Date | null;

  @Property({ type: 'boolean', default: false })
  isArchived: boolean = false;
}

/** The eight convention rights a collaborator may hold (spec section 6). */
export const CONVENTION_RIGHTS = [
  'canAddEdition',
  'canEditAllEditions',
  'canDeleteAllEditions',
  'canEditConvention',
  'canDeleteConvention',
  'canManageCollaborators',
  'canManageVolunteers',
  'canManageArtists',
] as const;
export type ConventionRight = (typeof CONVENTION_RIGHTS)[number];
export type ConventionRights = Record<ConventionRight, boolean>;

@Entity({ tableName: 'convention_collaborators' })
@Unique({ properties: ['convention', 'user'] })
@Index({ properties: ['user'] })
export class ConventionCollaborator {
  [OptionalProps]?: 'addedAt' | ConventionRight;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Convention, { deleteRule: 'cascade' })
  convention!: Convention;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  addedAt: Date = new Date();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  addedBy?: User | null;

  /** A free title, e.g. "Treasurer". */
  @Property({ type: 'string', length: 100, nullable: true })
  title?: string | null;

  @Property({ type: 'boolean', default: false }) canAddEdition: boolean = false;
  @Property({ type: 'boolean', default: false }) canDeleteAllEditions: boolean = false;
  @Property({ type: 'boolean', default: false }) canDeleteConvention: boolean = false;
  @Property({ type: 'boolean', default: false }) canEditAllEditions: boolean = false;
  @Property({ type: 'boolean', default: false }) canEditConvention: boolean = false;
  @Property({ type: 'boolean', default: false }) canManageCollaborators: boolean = false;
  @Property({ type: 'boolean', default: false }) canManageVolunteers: boolean = false;
  @Property({ type: 'boolean', default: false }) canManageArtists: boolean = false;

  rights(): ConventionRights {
    return Object.fromEntries(CONVENTION_RIGHTS.map((r) => [r, this[r]])) as ConventionRights;
  }
}

export enum PermissionChangeType {
  CREATED = 'CREATED',
  RIGHTS_UPDATED = 'RIGHTS_UPDATED',
  PER_EDITIONS_UPDATED = 'PER_EDITIONS_UPDATED',
  ARCHIVED = 'ARCHIVED',
  UNARCHIVED = 'UNARCHIVED',
  REMOVED = 'REMOVED',
}

@Entity({ tableName: 'collaborator_permission_history' })
@Index({ properties: ['convention', 'createdAt'] })
export class CollaboratorPermissionHistory {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Convention, { deleteRule: 'cascade' })
  convention!: Convention;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  actor?: User | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  targetUser?: User | null;

  @Enum({ items: () => PermissionChangeType, nativeEnumName: 'permission_change_type' })
  changeType!: PermissionChangeType;

  @Property({ type: 'json', nullable: true })
  before?: Record<string, unknown> | null;

  @Property({ type: 'json', nullable: true })
  after?: Record<string, unknown> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A request to take over a convention whose team is gone: a code sent to the convention's contact e-mail. */
@Entity({ tableName: 'convention_claim_requests' })
@Index({ properties: ['convention', 'user'] })
export class ConventionClaimRequest {
  [OptionalProps]?: 'isVerified' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Convention, { deleteRule: 'cascade' })
  convention!: Convention;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** HMAC of the 6-digit code: the e-mail holds the only copy of the code itself. */
  @Property({ type: 'string', length: 64, hidden: true })
  code!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'boolean', default: false })
  isVerified: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  verifiedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
