import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One counter per bucket (failed logins of an account, registrations from an address…) and its
 * window, kept in PostgreSQL so every replica counts together. A counter is taken in one
 * `insert … on conflict do update` statement: parallel requests queue on its row and cannot overshoot.
 */
@Entity({ tableName: 'rate_limit_counters' })
export class RateLimitCounter {
  @PrimaryKey({ type: 'string', length: 400 })
  bucket!: string;

  /** Events counted in the current window (those refused past the limit included). */
  @Property({ type: 'integer' })
  hits!: number;

  /** When the current window ends and the count starts again from zero. */
  @Index()
  @Property({ type: 'datetime' })
  resetsAt!: Date;
}
