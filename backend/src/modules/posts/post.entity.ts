import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Edition } from '../editions/edition.entity';
import { User } from '../users/user.entity';

/** A post of an edition's team (markdown, rendered safely); pinned posts come first. */
@Entity({ tableName: 'edition_posts' })
@Index({ properties: ['edition', 'pinned', 'createdAt'] })
@Index({ properties: ['user'] })
export class EditionPost {
  [OptionalProps]?: 'pinned' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  /** Its author; null once their account is gone (the post stays, it is the team's). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) user?: User | null;
  @Property({ type: 'text' }) content!: string;
  @Property({ type: 'boolean', default: false }) pinned: boolean = false;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** A signed-in user's comment under a post. */
@Entity({ tableName: 'edition_post_comments' })
@Index({ properties: ['post', 'createdAt'] })
@Index({ properties: ['user'] })
export class EditionPostComment {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => EditionPost, { deleteRule: 'cascade' }) post!: EditionPost;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: User;
  @Property({ type: 'text' }) content!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

export const POSTS_ENTITIES = [EditionPost, EditionPostComment];
