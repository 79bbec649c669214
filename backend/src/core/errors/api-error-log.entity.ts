import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One row per 5xx answer, with secrets removed, for the admin error-log page. */
@Entity({ tableName: 'api_error_logs' })
@Index({ properties: ['resolved', 'createdAt'] })
export class ApiErrorLog {
  [OptionalProps]?: 'resolved' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'integer' })
  statusCode!: number;

  @Property({ type: 'text', nullable: true })
  stack?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  errorType?: string | null;

  @Property({ type: 'string', length: 10 })
  method!: string;

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text' })
  path!: string;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'text', nullable: true })
  referer?: string | null;

  @Property({ type: 'text', nullable: true })
  origin?: string | null;

  @Property({ type: 'json', nullable: true })
  headers?: Record<string, unknown> | null;

  @Property({ type: 'json', nullable: true })
  body?: unknown;

  @Property({ type: 'json', nullable: true })
  queryParams?: Record<string, unknown> | null;

  /** Database driver details (code, constraint, table) when the failure came from the database. */
  @Property({ type: 'json', nullable: true })
  prismaDetails?: Record<string, unknown> | null;

  @Property({ type: 'integer', nullable: true })
  userId?: number | null;

  @Property({ type: 'boolean', default: false })
  resolved: boolean = false;

  @Property({ type: 'integer', nullable: true })
  resolvedBy?: number | null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  adminNotes?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
