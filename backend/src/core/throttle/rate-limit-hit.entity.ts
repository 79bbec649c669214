import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A counted event (failed login, feedback post, code resend) kept in PostgreSQL so every replica sees it. */
@Entity({ tableName: 'rate_limit_hits' })
@Index({ properties: ['bucket', 'createdAt'] })
export class RateLimitHit {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'string', length: 400 })
  bucket!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
