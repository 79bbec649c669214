import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

export enum FeedbackType {
  BUG = 'BUG',
  SUGGESTION = 'SUGGESTION',
  GENERAL = 'GENERAL',
  COMPLAINT = 'COMPLAINT',
}

@Entity({ tableName: 'feedback' })
@Index({ properties: ['resolved', 'createdAt'] })
export class Feedback {
  [OptionalProps]?: 'resolved' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Enum({ items: () => FeedbackType, nativeEnumName: 'feedback_type' })
  type!: FeedbackType;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  name?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'text', nullable: true })
  url?: string | null;

  @Property({ type: 'boolean', default: false })
  resolved: boolean = false;

  @Property({ type: 'text', nullable: true })
  adminNotes?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
