import { Entity, Enum, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { newSecret } from '../../core/crypto/new-secret';
import { Edition } from '../editions/edition.entity';
import { User } from '../users/user.entity';
import { VolunteerTeam } from '../volunteers/volunteer.entity';
import {
  ExternalTicketingStatus,
  HELLOASSO_DEFAULT_BASE_URL,
  PaymentMethod,
  SyncStatus,
  SyncTrigger,
  TicketingOrderSource,
  TicketingOrderStatus,
  TicketingProvider,
  type CustomFieldAnswer,
} from './ticketing-fields';

/** The expression of a generated search column: these text columns, folded, as PostgreSQL prints it back (so the schema comparison finds no change). */
const searchTextOf = (...columns: string[]): string =>
  `ticketing_search_fold(${columns.map((c) => `coalesce(${c}, ''::character varying)::text`).join(` || ' '::text || `)})`;

/** Where an edition sells its tickets: one row per edition, kept when disconnected (status INACTIVE) so imported tickets keep their source. */
@Entity({ tableName: 'external_ticketings' })
export class ExternalTicketing {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt' | 'webhookToken';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @OneToOne(() => Edition, { owner: true, deleteRule: 'cascade', unique: true }) edition!: Edition;
  @Enum({ items: () => TicketingProvider, nativeEnumName: 'ticketing_provider' }) provider!: TicketingProvider;
  @Enum({ items: () => ExternalTicketingStatus, nativeEnumName: 'external_ticketing_status', default: ExternalTicketingStatus.ACTIVE })
  status: ExternalTicketingStatus = ExternalTicketingStatus.ACTIVE;
  @Property({ type: 'text', nullable: true }) lastError?: string | null;
  /** When the last sync ended (successfully or not). */
  @Property({ type: 'datetime', nullable: true }) lastSyncAt?: Date | null;
  /** The start of the last successful sync: the next one asks only for what changed since (minus an overlap for clock skew). */
  @Property({ type: 'datetime', nullable: true }) syncedUntil?: Date | null;
  /** The secret in the webhook URL given to HelloAsso (a webhook is only a hint: the sync re-fetches). */
  @Property({ type: 'string', length: 64, unique: true }) webhookToken: string = newSecret();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** HelloAsso's settings of an external ticketing. The client secret is encrypted at rest and never leaves the server. */
@Entity({ tableName: 'helloasso_configs' })
export class HelloAssoConfig {
  [OptionalProps]?: 'apiBaseUrl' | 'formType';

  @OneToOne(() => ExternalTicketing, { primary: true, owner: true, deleteRule: 'cascade' }) externalTicketing!: ExternalTicketing;
  @Property({ type: 'string', length: 200 }) clientId!: string;
  /** Encrypted (core/crypto SecretBox): never returned by any endpoint, never logged. */
  @Property({ type: 'text' }) clientSecret!: string;
  @Property({ type: 'string', length: 200 }) organizationSlug!: string;
  @Property({ type: 'string', length: 50, default: 'Event' }) formType: string = 'Event';
  @Property({ type: 'string', length: 200 }) formSlug!: string;
  /** Token at {apiBaseUrl}/oauth2/token, API at {apiBaseUrl}/v5 (the fake server's address in tests and the demo). */
  @Property({ type: 'string', length: 500, default: HELLOASSO_DEFAULT_BASE_URL }) apiBaseUrl: string = HELLOASSO_DEFAULT_BASE_URL;
}

/** One run of the sync of an edition: its progress (live), outcome and, while unfinished, where to resume. */
@Entity({ tableName: 'ticketing_sync_runs' })
@Index({ properties: ['edition', 'startedAt'] })
@Index({ properties: ['edition', 'queuedAt'] })
/** One sync at a time per edition: a second queued or running run is refused by the database (unique_violation). */
@Index({
  name: 'ticketing_sync_runs_one_active',
  expression: `create unique index "ticketing_sync_runs_one_active" on "ticketing_sync_runs" ("edition_id") where "status" in ('QUEUED', 'RUNNING')`,
})
export class TicketingSyncRun {
  [OptionalProps]?: 'status' | 'queuedAt' | 'pagesDone' | 'itemsDone' | 'created' | 'updated' | 'cancelled' | 'unchanged' | 'skipped';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @Enum({ items: () => SyncTrigger, nativeEnumName: 'ticketing_sync_trigger' }) trigger!: SyncTrigger;
  @Enum({ items: () => SyncStatus, nativeEnumName: 'ticketing_sync_status', default: SyncStatus.QUEUED }) status: SyncStatus = SyncStatus.QUEUED;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) requestedBy?: User | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) queuedAt: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) startedAt?: Date | null;
  @Property({ type: 'datetime', nullable: true }) finishedAt?: Date | null;
  /** When the run last moved (claimed, started, a page committed); one still for SYNC_STALL_MS is failed. */
  @Property({ type: 'datetime', nullable: true }) progressedAt?: Date | null;
  /** Incremental runs ask for what changed from this instant; null: everything (first run). */
  @Property({ type: 'datetime', nullable: true }) changedSince?: Date | null;
  @Property({ type: 'integer', default: 0 }) pagesDone: number = 0;
  @Property({ type: 'integer', default: 0 }) itemsDone: number = 0;
  @Property({ type: 'integer', default: 0 }) created: number = 0;
  @Property({ type: 'integer', default: 0 }) updated: number = 0;
  @Property({ type: 'integer', default: 0 }) cancelled: number = 0;
  @Property({ type: 'integer', default: 0 }) unchanged: number = 0;
  /** Orders with bad data, logged and skipped. */
  @Property({ type: 'integer', default: 0 }) skipped: number = 0;
  /** Where an interrupted run resumes (phase, continuation token…); null once finished. */
  @Property({ type: 'json', nullable: true }) resumeState?: Record<string, unknown> | null;
  @Property({ type: 'text', nullable: true }) error?: string | null;
}

/** A kind of ticket: synced from the provider's form (externalId) or made here. Deactivated, never deleted, while tickets point to it. */
@Entity({ tableName: 'ticketing_tiers' })
@Unique({ properties: ['edition', 'externalId'] })
@Index({ properties: ['edition', 'position'] })
export class TicketingTier {
  [OptionalProps]?: 'isActive' | 'position' | 'countAsParticipant' | 'createdAt' | 'updatedAt' | 'price';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @ManyToOne(() => ExternalTicketing, { nullable: true, deleteRule: 'set null' }) externalTicketing?: ExternalTicketing | null;
  /** The provider's id (HelloAsso tier id); null for a tier made here. */
  @Property({ type: 'string', length: 64, nullable: true }) externalId?: string | null;
  /** The provider's name (or the name given here). */
  @Property({ type: 'string', length: 250 }) name!: string;
  /** The name shown here instead of the provider's, when set. */
  @Property({ type: 'string', length: 250, nullable: true }) customName?: string | null;
  @Property({ type: 'text', nullable: true }) description?: string | null;
  /** Cents. */
  @Property({ type: 'integer', default: 0 }) price: number = 0;
  /** Pay what you want: bounds in cents. */
  @Property({ type: 'integer', nullable: true }) minAmount?: number | null;
  @Property({ type: 'integer', nullable: true }) maxAmount?: number | null;
  @Property({ type: 'boolean', default: true }) isActive: boolean = true;
  @Property({ type: 'integer', default: 0 }) position: number = 0;
  @Property({ type: 'boolean', default: true }) countAsParticipant: boolean = true;
  @Property({ type: 'datetime', nullable: true }) validFrom?: Date | null;
  @Property({ type: 'datetime', nullable: true }) validUntil?: Date | null;
  /** The sync's digest of the provider's version (provider's fields rewritten only when it changes); null when vanished from the form. */
  @Property({ type: 'string', length: 64, nullable: true }) syncHash?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** A limit on what is sold: the valid items of its tiers, options and custom field choices count against `quantity`. */
@Entity({ tableName: 'ticketing_quotas' })
@Index({ properties: ['edition', 'position'] })
export class TicketingQuota {
  [OptionalProps]?: 'position';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @Property({ type: 'string', length: 200 }) title!: string;
  @Property({ type: 'text', nullable: true }) description?: string | null;
  @Property({ type: 'integer' }) quantity!: number;
  @Property({ type: 'integer', default: 0 }) position: number = 0;
}

/** Something handed over at the gate and given back later (cup, wristband…). */
@Entity({ tableName: 'ticketing_returnable_items' })
@Index({ properties: ['edition'] })
export class TicketingReturnableItem {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @Property({ type: 'string', length: 100 }) name!: string;
}

/** An extra of a ticket (synced: HelloAsso's extraOptions; or made here). */
@Entity({ tableName: 'ticketing_options' })
@Unique({ properties: ['edition', 'externalId'] })
@Index({ properties: ['edition', 'position'] })
export class TicketingOption {
  [OptionalProps]?: 'isRequired' | 'position' | 'price' | 'isActive';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @ManyToOne(() => ExternalTicketing, { nullable: true, deleteRule: 'set null' }) externalTicketing?: ExternalTicketing | null;
  @Property({ type: 'string', length: 64, nullable: true }) externalId?: string | null;
  @Property({ type: 'string', length: 250 }) name!: string;
  @Property({ type: 'text', nullable: true }) description?: string | null;
  /** Free text of the provider's option kind (e.g. 'Checkbox', 'ChoiceList'). */
  @Property({ type: 'string', length: 50, nullable: true }) type?: string | null;
  @Property({ type: 'boolean', default: false }) isRequired: boolean = false;
  @Property({ type: 'json', nullable: true }) choices?: string[] | null;
  /** Cents. */
  @Property({ type: 'integer', default: 0 }) price: number = 0;
  @Property({ type: 'integer', default: 0 }) position: number = 0;
  /** A vanished synced option is deactivated, never deleted while items point to it. */
  @Property({ type: 'boolean', default: true }) isActive: boolean = true;
  /** The sync's digest of the provider's version; null when vanished from the form. */
  @Property({ type: 'string', length: 64, nullable: true }) syncHash?: string | null;
}

/** A question asked of ticket holders (synced from the form's tiers, or made here). */
@Entity({ tableName: 'ticketing_tier_custom_fields' })
@Unique({ properties: ['edition', 'externalId'] })
@Index({ properties: ['edition'] })
export class TicketingTierCustomField {
  [OptionalProps]?: 'isRequired' | 'isActive' | 'showAtGate';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @ManyToOne(() => ExternalTicketing, { nullable: true, deleteRule: 'set null' }) externalTicketing?: ExternalTicketing | null;
  @Property({ type: 'string', length: 64, nullable: true }) externalId?: string | null;
  @Property({ type: 'string', length: 250 }) label!: string;
  /** The provider's field type (TextInput, ChoiceList, YesNo, Date, Number…). */
  @Property({ type: 'string', length: 50 }) type!: string;
  @Property({ type: 'boolean', default: false }) isRequired: boolean = false;
  /** Choices of a ChoiceList. */
  @Property({ type: 'json', nullable: true }) values?: string[] | null;
  @Property({ type: 'boolean', default: true }) isActive: boolean = true;
  /** Its answer is shown at the gate (ours, never the provider's). */
  @Property({ type: 'boolean', default: false }) showAtGate: boolean = false;
  /** The sync's digest of the provider's version; null when vanished from the form. */
  @Property({ type: 'string', length: 64, nullable: true }) syncHash?: string | null;
}

// Links (the spec leaves their fields open): a surrogate id and a unique pair, so a link is made once.

@Entity({ tableName: 'ticketing_tier_quotas' })
@Unique({ properties: ['tier', 'quota'] })
@Index({ properties: ['quota'] })
export class TicketingTierQuota {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingTier, { deleteRule: 'cascade' }) tier!: TicketingTier;
  @ManyToOne(() => TicketingQuota, { deleteRule: 'cascade' }) quota!: TicketingQuota;
}

@Entity({ tableName: 'ticketing_tier_returnable_items' })
@Unique({ properties: ['tier', 'returnableItem'] })
@Index({ properties: ['returnableItem'] })
export class TicketingTierReturnableItem {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingTier, { deleteRule: 'cascade' }) tier!: TicketingTier;
  @ManyToOne(() => TicketingReturnableItem, { deleteRule: 'cascade' }) returnableItem!: TicketingReturnableItem;
}

@Entity({ tableName: 'ticketing_option_quotas' })
@Unique({ properties: ['option', 'quota'] })
@Index({ properties: ['quota'] })
export class TicketingOptionQuota {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingOption, { deleteRule: 'cascade' }) option!: TicketingOption;
  @ManyToOne(() => TicketingQuota, { deleteRule: 'cascade' }) quota!: TicketingQuota;
}

@Entity({ tableName: 'ticketing_option_returnable_items' })
@Unique({ properties: ['option', 'returnableItem'] })
@Index({ properties: ['returnableItem'] })
export class TicketingOptionReturnableItem {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingOption, { deleteRule: 'cascade' }) option!: TicketingOption;
  @ManyToOne(() => TicketingReturnableItem, { deleteRule: 'cascade' }) returnableItem!: TicketingReturnableItem;
}

/** Which custom fields a tier asks. */
@Entity({ tableName: 'ticketing_tier_custom_field_associations' })
@Unique({ properties: ['tier', 'customField'] })
@Index({ properties: ['customField'] })
export class TicketingTierCustomFieldAssociation {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingTier, { deleteRule: 'cascade' }) tier!: TicketingTier;
  @ManyToOne(() => TicketingTierCustomField, { deleteRule: 'cascade' }) customField!: TicketingTierCustomField;
}

/** Items whose answer to `customField` is `choiceValue` count against the quota. */
@Entity({ tableName: 'ticketing_tier_custom_field_quotas' })
@Unique({ properties: ['customField', 'choiceValue', 'quota'] })
@Index({ properties: ['quota'] })
export class TicketingTierCustomFieldQuota {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingTierCustomField, { deleteRule: 'cascade' }) customField!: TicketingTierCustomField;
  @Property({ type: 'string', length: 250 }) choiceValue!: string;
  @ManyToOne(() => TicketingQuota, { deleteRule: 'cascade' }) quota!: TicketingQuota;
}

/** Items whose answer to `customField` is `choiceValue` receive the returnable item. */
@Entity({ tableName: 'ticketing_tier_custom_field_returnable_items' })
@Unique({ properties: ['customField', 'choiceValue', 'returnableItem'] })
@Index({ properties: ['returnableItem'] })
export class TicketingTierCustomFieldReturnableItem {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingTierCustomField, { deleteRule: 'cascade' }) customField!: TicketingTierCustomField;
  @Property({ type: 'string', length: 250 }) choiceValue!: string;
  @ManyToOne(() => TicketingReturnableItem, { deleteRule: 'cascade' }) returnableItem!: TicketingReturnableItem;
}

/** What a volunteer of `team` receives at the gate. */
@Entity({ tableName: 'edition_volunteer_returnable_items' })
@Unique({ properties: ['team', 'returnableItem'] })
@Index({ properties: ['edition'] })
@Index({ properties: ['returnableItem'] })
export class EditionVolunteerReturnableItem {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @ManyToOne(() => TicketingReturnableItem, { deleteRule: 'cascade' }) returnableItem!: TicketingReturnableItem;
  @ManyToOne(() => VolunteerTeam, { deleteRule: 'cascade' }) team!: VolunteerTeam;
}

/** An order: synced from the provider (externalId) or added on site. Amounts in cents. */
@Entity({ tableName: 'ticketing_orders' })
@Unique({ properties: ['edition', 'externalId'] })
@Index({ properties: ['edition', 'orderDate'] })
/** The orders search's trigram index (made only where pg_trgm is installed: Migration20261126210300_ticketing_orders_search), without a pending list (Migration20261126220000). */
@Index({ name: 'ticketing_orders_search_trgm', expression: 'create index "ticketing_orders_search_trgm" on "ticketing_orders" using gin ("search_text" gin_trgm_ops) with (fastupdate = off)' })
export class TicketingOrder {
  [OptionalProps]?: 'status' | 'source' | 'createdAt' | 'updatedAt' | 'amount';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  @ManyToOne(() => ExternalTicketing, { nullable: true, deleteRule: 'set null' }) externalTicketing?: ExternalTicketing | null;
  @Property({ type: 'string', length: 64, nullable: true }) externalId?: string | null;
  @Enum({ items: () => TicketingOrderSource, nativeEnumName: 'ticketing_order_source', default: TicketingOrderSource.SYNCED })
  source: TicketingOrderSource = TicketingOrderSource.SYNCED;
  @Property({ type: 'string', length: 200, nullable: true }) payerFirstName?: string | null;
  @Property({ type: 'string', length: 200, nullable: true }) payerLastName?: string | null;
  @Property({ type: 'string', length: 320, nullable: true }) payerEmail?: string | null;
  /** Total in cents. */
  @Property({ type: 'integer', default: 0 }) amount: number = 0;
  @Enum({ items: () => TicketingOrderStatus, nativeEnumName: 'ticketing_order_status', default: TicketingOrderStatus.VALID })
  status: TicketingOrderStatus = TicketingOrderStatus.VALID;
  @Property({ type: 'datetime' }) orderDate!: Date;
  /** On-site orders: how it was paid and who took it. */
  @Enum({ items: () => PaymentMethod, nativeEnumName: 'ticketing_payment_method', nullable: true }) paymentMethod?: PaymentMethod | null;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) createdBy?: User | null;
  /** The provider's meta.updatedAt, and a digest of what was imported: an unchanged order is not written again. */
  @Property({ type: 'datetime', nullable: true }) externalUpdatedAt?: Date | null;
  @Property({ type: 'string', length: 64, nullable: true }) syncHash?: string | null;
  @Property({ type: 'datetime', nullable: true }) cancelledAt?: Date | null;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) cancelledBy?: User | null;
  /** The payer and the provider's id, folded (ticketing_search_fold): what the orders search reads. Kept by PostgreSQL, never written. */
  @Property({ type: 'text', nullable: true, lazy: true, generated: `(${searchTextOf('payer_first_name', 'payer_last_name', 'payer_email', 'external_id')}) stored` })
  searchText?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/**
 * One ticket line of an order. `qrCode` is what the gate scans (HelloAsso's own, or a secret made
 * here): one indexed read finds the item, its edition and its state.
 */
@Entity({ tableName: 'ticketing_order_items' })
@Unique({ properties: ['edition', 'externalId'] })
@Unique({ properties: ['edition', 'qrCode'] })
@Index({ properties: ['qrCode'] })
@Index({ properties: ['order'] })
@Index({ properties: ['tier'] })
/** Who holds a ticket of an edition (the access module's ticket holders). */
@Index({ name: 'ticketing_order_items_holder', expression: 'create index "ticketing_order_items_holder" on "ticketing_order_items" ("edition_id", lower("email"))' })
/** A user's tickets on every edition ("My tickets"). */
@Index({ name: 'ticketing_order_items_email', expression: 'create index "ticketing_order_items_email" on "ticketing_order_items" (lower("email"))' })
/** The orders search's trigram index (made only where pg_trgm is installed: Migration20261126210300_ticketing_orders_search), without a pending list (Migration20261126220000). */
@Index({ name: 'ticketing_order_items_search_trgm', expression: 'create index "ticketing_order_items_search_trgm" on "ticketing_order_items" using gin ("search_text" gin_trgm_ops) with (fastupdate = off)' })
export class TicketingOrderItem {
  [OptionalProps]?: 'entryValidated' | 'amount' | 'createdAt' | 'updatedAt' | 'qrCode';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingOrder, { deleteRule: 'cascade' }) order!: TicketingOrder;
  /** The order's edition, repeated so that a scan or a search reads one table. */
  @ManyToOne(() => Edition, { deleteRule: 'cascade' }) edition!: Edition;
  /** Null for a line whose tier is unknown here (a donation, a product of another form). */
  @ManyToOne(() => TicketingTier, { nullable: true, deleteRule: 'restrict' }) tier?: TicketingTier | null;
  @Property({ type: 'string', length: 64, nullable: true }) externalId?: string | null;
  /** The attendee (falls back to the payer when the provider gives none). */
  @Property({ type: 'string', length: 200, nullable: true }) firstName?: string | null;
  @Property({ type: 'string', length: 200, nullable: true }) lastName?: string | null;
  @Property({ type: 'string', length: 320, nullable: true }) email?: string | null;
  /** The line's label at the provider (the tier's name when sold). */
  @Property({ type: 'string', length: 250, nullable: true }) name?: string | null;
  /** The provider's item type: Registration (a ticket), Product, Donation, Membership… */
  @Property({ type: 'string', length: 50, default: 'Registration' }) type: string = 'Registration';
  /** Cents. */
  @Property({ type: 'integer', default: 0 }) amount: number = 0;
  /** The provider's item state (ticketing-fields ITEM_STATES); valid tickets are Processed or Registered. */
  @Property({ type: 'string', length: 20 }) state!: string;
  @Property({ type: 'string', length: 200 }) qrCode: string = newSecret();
  @Property({ type: 'json', nullable: true }) customFields?: CustomFieldAnswer[] | null;
  @Property({ type: 'boolean', default: false }) entryValidated: boolean = false;
  @Property({ type: 'datetime', nullable: true }) entryValidatedAt?: Date | null;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) entryValidatedBy?: User | null;
  /** The attendee and the provider's id, folded (ticketing_search_fold): what the orders search reads. Kept by PostgreSQL, never written. */
  @Property({ type: 'text', nullable: true, lazy: true, generated: `(${searchTextOf('first_name', 'last_name', 'email', 'external_id')}) stored` })
  searchText?: string | null;
  @Property({ type: 'string', length: 64, nullable: true }) syncHash?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** An option taken with an item (synced from the item's options, or chosen on site). */
@Entity({ tableName: 'ticketing_order_item_options' })
@Unique({ properties: ['item', 'option'] })
@Index({ properties: ['option'] })
export class TicketingOrderItemOption {
  [OptionalProps]?: 'amount';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TicketingOrderItem, { deleteRule: 'cascade' }) item!: TicketingOrderItem;
  @ManyToOne(() => TicketingOption, { deleteRule: 'restrict' }) option!: TicketingOption;
  /** Cents. */
  @Property({ type: 'integer', default: 0 }) amount: number = 0;
  @Property({ type: 'json', nullable: true }) customFields?: CustomFieldAnswer[] | null;
}

export const TICKETING_ENTITIES = [
  ExternalTicketing,
  HelloAssoConfig,
  TicketingSyncRun,
  TicketingTier,
  TicketingQuota,
  TicketingReturnableItem,
  TicketingOption,
  TicketingTierCustomField,
  TicketingTierQuota,
  TicketingTierReturnableItem,
  TicketingOptionQuota,
  TicketingOptionReturnableItem,
  TicketingTierCustomFieldAssociation,
  TicketingTierCustomFieldQuota,
  TicketingTierCustomFieldReturnableItem,
  EditionVolunteerReturnableItem,
  TicketingOrder,
  TicketingOrderItem,
  TicketingOrderItemOption,
];
