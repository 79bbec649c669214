import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { NotificationType } from './notification.constants';

/** Values a translated text may take as placeholders. */
export type TranslationParams = Record<string, string | number | boolean | null>;

/**
 * One call of NotificationsService.notify: what was sent, to whom, by whom. The notifications of
 * its recipients point at it, replicas are told its id (NOTIFY payloads are small), and push
 * delivery renders from it (also for users who turned the in-app centre off for its category).
 */
@Entity({ tableName: 'notification_batches' })
@Index({ properties: ['source', 'id'] })
export class NotificationBatch {
  [OptionalProps]?: 'createdAt' | 'ignorePreferences';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** 'admin' for what administrators send from /admin/notifications; otherwise the calling module. */
  @Property({ type: 'string', length: 30 })
  source!: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  sentBy?: User | null;

  /** 'user', 'users', 'all' or 'self'. */
  @Property({ type: 'string', length: 10 })
  target!: string;

  /** The addressed user ids; null when sent to all users (those existing at createdAt). */
  @Property({ type: 'json', nullable: true })
  recipientIds?: number[] | null;

  @Property({ type: 'integer' })
  recipientCount!: number;

  @Enum({ items: () => NotificationType, nativeEnumName: 'notification_type' })
  type!: NotificationType;

  @Property({ type: 'string', length: 30 })
  category!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  titleKey?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  messageKey?: string | null;

  @Property({ type: 'json', nullable: true })
  translationParams?: TranslationParams | null;

  @Property({ type: 'string', length: 200, nullable: true })
  actionTextKey?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  titleText?: string | null;

  @Property({ type: 'text', nullable: true })
  messageText?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  actionText?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  entityType?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  entityId?: string | null;

  @Property({ type: 'string', length: 2000, nullable: true })
  actionUrl?: string | null;

  /** Delivered whatever the recipients' preferences (an administrator's test to themselves). */
  @Property({ type: 'boolean', default: false })
  ignorePreferences: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A notification in a user's centre (spec section 3). */
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'id'] })
@Index({ properties: ['user', 'isRead', 'category'] })
@Index({ properties: ['batch', 'user'] })
export class Notification {
  [OptionalProps]?: 'createdAt' | 'isRead' | 'category' | 'type';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => NotificationBatch, { nullable: true, deleteRule: 'set null' })
  batch?: NotificationBatch | null;

  @Enum({ items: () => NotificationType, nativeEnumName: 'notification_type', default: NotificationType.INFO })
  type: NotificationType = NotificationType.INFO;

  /** Key of server.json, rendered in the reader's language with translationParams. */
  @Property({ type: 'string', length: 200, nullable: true })
  titleKey?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  messageKey?: string | null;

  @Property({ type: 'json', nullable: true })
  translationParams?: TranslationParams | null;

  @Property({ type: 'string', length: 200, nullable: true })
  actionTextKey?: string | null;

  /** Plain texts: used when there is no key (and for legacy title/message). */
  @Property({ type: 'string', length: 200, nullable: true })
  titleText?: string | null;

  @Property({ type: 'text', nullable: true })
  messageText?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  actionText?: string | null;

  @Property({ type: 'string', length: 30, default: 'other' })
  category: string = 'other';

  @Property({ type: 'string', length: 50, nullable: true })
  entityType?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  entityId?: string | null;

  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  readAt?: Date | null;

  @Property({ type: 'string', length: 2000, nullable: true })
  actionUrl?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A browser's Web Push subscription; an endpoint belongs to one user at a time. */
@Entity({ tableName: 'push_subscriptions' })
@Index({ properties: ['user', 'isActive'] })
export class PushSubscription {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isActive';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 2000, unique: true })
  endpoint!: string;

  /** The browser's P-256 public key, base64url. */
  @Property({ type: 'string', length: 200 })
  p256dh!: string;

  /** The 16-byte authentication secret, base64url. */
  @Property({ type: 'string', length: 100 })
  auth!: string;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * One push of a batch to one subscription: claimed before sending ('sending'), then 'sent'. A
 * retried fan-out or delivery job finds it and sends nothing twice; a failed send gives the claim
 * back so the retry can take it; a claim older than two minutes (a worker that died mid-send) may
 * be taken again.
 */
@Entity({ tableName: 'push_deliveries' })
@Unique({ properties: ['batch', 'subscription'] })
export class PushDelivery {
  [OptionalProps]?: 'claimedAt' | 'sentAt';

  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @ManyToOne(() => NotificationBatch, { deleteRule: 'cascade' })
  batch!: NotificationBatch;

  @ManyToOne(() => PushSubscription, { deleteRule: 'cascade' })
  subscription!: PushSubscription;

  @Property({ type: 'string', length: 10 })
  status!: 'sending' | 'sent';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  claimedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}

/** The VAPID key pair generated at first start when none is configured; shared by all replicas. */
@Entity({ tableName: 'push_vapid_keys' })
export class PushVapidKeys {
  [OptionalProps]?: 'createdAt';

  /** Always 1: one pair for the whole installation. */
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 200 })
  publicKey!: string;

  @Property({ type: 'string', length: 200, hidden: true })
  privateKey!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
