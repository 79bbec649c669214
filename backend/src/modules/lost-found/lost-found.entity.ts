import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Edition } from '../editions/edition.entity';
import { User } from '../users/user.entity';

/** A found item waits for its owner (LOST) until the team hands it back (RETURNED). */
export enum LostFoundStatus {
  LOST = 'LOST',
  RETURNED = 'RETURNED',
}

/** An item found on an edition's site, recorded by its team, with an optional photo. */
@Entity({ tableName: 'lost_found_items' })
@Index({ properties: ['edition', 'status', 'createdAt'] })
@Index({ properties: ['user'] })
export class LostFoundItem {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  /** Who recorded it; null once their account is gone. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) user?: User | null;
  @Property({ type: 'text' }) description!: string;
  /** An upload of kind lost-found (/uploads/lost-found/…). */
  @Property({ type: 'string', length: 500, nullable: true }) imageUrl?: string | null;
  @Enum({ items: () => LostFoundStatus, nativeEnumName: 'lost_found_status', default: LostFoundStatus.LOST })
  status: LostFoundStatus = LostFoundStatus.LOST;
  /** When it was marked RETURNED, and by whom. */
  @Property({ type: 'datetime', nullable: true }) returnedAt?: Date | null;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) returnedBy?: User | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** A signed-in user's comment under an item ("it's mine"). */
@Entity({ tableName: 'lost_found_comments' })
@Index({ properties: ['item', 'createdAt'] })
@Index({ properties: ['user'] })
export class LostFoundComment {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => LostFoundItem, { deleteRule: 'cascade' }) item!: LostFoundItem;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'text' }) content!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

export const LOST_FOUND_ENTITIES = [LostFoundItem, LostFoundComment];
