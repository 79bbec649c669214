import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Convention } from '../conventions/convention.entity';
import { Edition } from '../editions/edition.entity';
import { User } from '../users/user.entity';
import { CONVENTION_GRANT_FIELDS, EDITION_GRANT_FIELDS, type ConventionGrantField, type ConventionGrants, type EditionGrantField, type EditionGrants } from './access.registry';

/** A boolean column per grantable right of the registry, false unless given. */
function grantColumns(entity: { prototype: object }, fields: readonly string[]): void {
  for (const field of fields) Property({ type: 'boolean', default: false })(entity.prototype, field);
}

/** The grant fields of a row, false until given. */
function withoutGrants(row: object, fields: readonly string[]): void {
  for (const field of fields) (row as Record<string, boolean>)[field] = false;
}

/** Each grant field of a row and whether it is held. */
const grantsOf = <G>(row: object, fields: readonly string[]): G => Object.fromEntries(fields.map((f) => [f, (row as Record<string, boolean>)[f]])) as G;

/** A member of a convention's team, with the convention rights they were given (spec section 6). */
@Entity({ tableName: 'convention_collaborators' })
@Unique({ properties: ['convention', 'user'] })
@Index({ properties: ['user'] })
export class ConventionCollaborator {
  [OptionalProps]?: 'addedAt' | ConventionGrantField;

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

  constructor() {
    withoutGrants(this, CONVENTION_GRANT_FIELDS);
  }

  grants(): ConventionGrants {
    return grantsOf(this, CONVENTION_GRANT_FIELDS);
  }
}
// The rights' columns come from the registry.
export interface ConventionCollaborator extends ConventionGrants {}
grantColumns(ConventionCollaborator, CONVENTION_GRANT_FIELDS);

/** Rights a collaborator holds on one edition only (on top of the convention-wide ones). */
@Entity({ tableName: 'edition_collaborator_permissions' })
@Unique({ properties: ['collaborator', 'edition'] })
export class EditionCollaboratorPermission {
  [OptionalProps]?: EditionGrantField;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => ConventionCollaborator, { deleteRule: 'cascade' })
  collaborator!: ConventionCollaborator;

  @ManyToOne(() => Edition, { deleteRule: 'cascade' })
  edition!: Edition;

  constructor() {
    withoutGrants(this, EDITION_GRANT_FIELDS);
  }

  grants(): EditionGrants {
    return grantsOf(this, EDITION_GRANT_FIELDS);
  }
}
export interface EditionCollaboratorPermission extends EditionGrants {}
grantColumns(EditionCollaboratorPermission, EDITION_GRANT_FIELDS);

export enum PermissionChangeType {
  CREATED = 'CREATED',
  RIGHTS_UPDATED = 'RIGHTS_UPDATED',
  PER_EDITIONS_UPDATED = 'PER_EDITIONS_UPDATED',
  ARCHIVED = 'ARCHIVED',
  UNARCHIVED = 'UNARCHIVED',
  REMOVED = 'REMOVED',
}

/** The history of a convention's team: who changed whose rights, from what to what. */
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

export const ACCESS_ENTITIES = [ConventionCollaborator, EditionCollaboratorPermission, CollaboratorPermissionHistory];
