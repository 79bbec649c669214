import { createHash } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type NotificationChannels = { inApp: boolean; push: boolean; email: boolean };
/** Per notification category; a category absent here uses the defaults. */
export type NotificationPreferences = Record<string, NotificationChannels>;

@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isEmailVerified' | 'isGlobalAdmin' | 'authProvider' | 'preferredLanguage' | 'emailHash';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Always stored lower-cased and trimmed; unique. */
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  /** Public hash of the e-mail, used by the avatar fallback service; never the e-mail itself. */
  @Property({ type: 'string', length: 64 })
  emailHash!: string;

  @Property({ type: 'string', length: 40 })
  @Index({ name: 'users_pseudo_lower_unique', expression: 'create unique index "users_pseudo_lower_unique" on "users" (lower("pseudo"))' })
  pseudo!: string;

  @Property({ type: 'string', length: 100 })
  nom!: string;

  @Property({ type: 'string', length: 100 })
  prenom!: string;

  /** argon2id hash; null for accounts from an external provider. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  password?: string | null;

  @Property({ type: 'string', length: 20, default: 'email' })
  authProvider: string = 'email';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date | null;

  /** Path under /uploads/profiles/{id}/, or null. */
  @Property({ type: 'string', length: 255, nullable: true })
  profilePicture?: string | null;

  /** argon2 hash of the 6-digit code, so a database reader cannot sign in with it. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  emailVerificationCode?: string | null;

  @Property({ type: 'boolean', default: false })
  isEmailVerified: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  verificationCodeExpiry?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  verificationCodeSentAt?: Date | null;

  @Property({ type: 'boolean', default: false })
  isGlobalAdmin: boolean = false;

  @Property({ type: 'string', length: 30, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 5, default: 'en' })
  preferredLanguage: string = 'en';

  @Property({ type: 'json', nullable: true })
  notificationPreferences?: NotificationPreferences | null;

  static hashEmail(email: string): string {
    return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  }

  setEmail(email: string): void {
    this.email = email.trim().toLowerCase();
    this.emailHash = User.hashEmail(this.email);
  }
}
