/**
 * The enumerations and constants of the ticketing domain, declared once: entity columns, DTO
 * validators and, through the generated client, the front end's lists derive from these.
 */

/** Where an edition's tickets are sold (spec, section 4). Only HELLOASSO is synced; the others are managed by hand. */
export enum TicketingProvider {
  HELLOASSO = 'HELLOASSO',
  BILLETWEB = 'BILLETWEB',
  WEEZEVENT = 'WEEZEVENT',
  OTHER = 'OTHER',
}

/** ACTIVE: synced (or managed by hand); INACTIVE: disconnected, tickets kept; ERROR: the last sync failed (see lastError; a failed "test connection" changes nothing). */
export enum ExternalTicketingStatus {
  ACTIVE = 'ACTIVE',
  INACTIVE = 'INACTIVE',
  ERROR = 'ERROR',
}

/** An order's status follows its items: all valid, some, none (refunded / cancelled), or none yet (payment waiting). */
export enum TicketingOrderStatus {
  VALID = 'VALID',
  PARTIAL = 'PARTIAL',
  CANCELLED = 'CANCELLED',
  PENDING = 'PENDING',
}

/** SYNCED: imported from the provider (read-only here); ONSITE: added by the team at the event. */
export enum TicketingOrderSource {
  SYNCED = 'SYNCED',
  ONSITE = 'ONSITE',
}

/** How an on-site order was paid. */
export enum PaymentMethod {
  CASH = 'CASH',
  CARD = 'CARD',
  CHEQUE = 'CHEQUE',
}

/** HelloAsso's item states; an unknown future state is kept as text and counts as not valid. */
export const ITEM_STATES = ['Waiting', 'Processed', 'Registered', 'Deleted', 'Unknown', 'Canceled', 'Refused', 'Abandoned'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
/** Only these states are valid tickets (domain notes); a later sync that sees another invalidates the ticket. */
export const VALID_ITEM_STATES: readonly string[] = ['Processed', 'Registered'];
/** The state of an item made here (on-site order), and of one cancelled here. */
export const ONSITE_ITEM_STATE: ItemState = 'Processed';
export const CANCELLED_ITEM_STATE: ItemState = 'Canceled';

/** Where a ticket stands for its holder and the gate: valid, refunded (a synced ticket the provider invalidated) or cancelled (anything else not valid). */
export enum TicketStanding {
  VALID = 'VALID',
  REFUNDED = 'REFUNDED',
  CANCELLED = 'CANCELLED',
}

export enum SyncTrigger {
  MANUAL = 'MANUAL',
  SCHEDULE = 'SCHEDULE',
  WEBHOOK = 'WEBHOOK',
}

export enum SyncStatus {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
  /** Stopped by an organiser. */
  CANCELLED = 'CANCELLED',
}

/** HelloAsso's production base URL (token at {base}/oauth2/token, API at {base}/v5). */
export const HELLOASSO_DEFAULT_BASE_URL = 'https://api.helloasso.com';

/** One answer to a custom field, as kept on an order item. */
export interface CustomFieldAnswer {
  /** Our TicketingTierCustomField id, when the field is known here. */
  customFieldId: number | null;
  label: string;
  answer: string;
}
