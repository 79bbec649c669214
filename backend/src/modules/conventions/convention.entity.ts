import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

@Entity({ tableName: 'conventions' })
@Index({ properties: ['isArchived', 'name'] })
@Index({ properties: ['author'] })
export class Convention {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isArchived' | 'authorId';

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

  /** The author's id under the API's name, as toConventionDto reads it. */
  get authorId(): number {
    return this.author.id;
  }
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

export const CONVENTIONS_ENTITIES = [Convention, ConventionClaimRequest];
