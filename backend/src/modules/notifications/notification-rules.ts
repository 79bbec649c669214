/** Pure rules of notifications: what a sender may give, normalised as stored. No I/O here. */
import { DEFAULT_LANGUAGE } from '../../core/i18n/server-i18n';
import { normalizeCategory, normalizeType, type NotificationType } from './notification.constants';
import type { TranslationParams } from './notification.entity';

/** Who gets a notification: one user id, several, or every user. */
export type Recipients = number | readonly number[] | 'all';

/**
 * What other modules send. Prefer keys of server.json (`notifications.*`) with translationParams,
 * so each reader gets their language; plain texts are for what a person typed (admin messages).
 */
export interface NotificationInput {
  /** INFO (default), SUCCESS, WARNING or ERROR; anything else is INFO. */
  type?: string;
  /** One of NOTIFICATION_CATEGORIES; absent or unknown → 'other'. */
  category?: string;
  titleKey?: string | null;
  messageKey?: string | null;
  translationParams?: TranslationParams | null;
  actionTextKey?: string | null;
  titleText?: string | null;
  messageText?: string | null;
  actionText?: string | null;
  /** Legacy plain title / message: copied into titleText / messageText. */
  title?: string | null;
  message?: string | null;
  entityType?: string | null;
  entityId?: string | number | null;
  /** A path of this site (/editions/3) or an https URL. */
  actionUrl?: string | null;
}

export interface NotifyOptions {
  /** Module or screen that sends: 'admin' lists in /admin/notifications. Default 'system'. */
  source?: string;
  sentById?: number | null;
  /** How the recipients were chosen, for the sent list ('user', 'users', 'all', 'self'). */
  target?: string;
  /** Deliver whatever the recipients' preferences say (an administrator's test to themselves). */
  ignorePreferences?: boolean;
}

export interface NotifyResult {
  /** The notification batch: one per notify() call. */
  batchId: number;
  /** Users addressed (existing ones). */
  recipientCount: number;
  /** Notifications stored in centres (fewer when users turned the category off). */
  stored: number;
  /** Some recipient wants this by push and has an active subscription. */
  wantsPush: boolean;
}

const clip = (value: string | null | undefined, max: number): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** The batch columns of an input, with the spec's fall-backs applied. */
export function normalizeInput(input: NotificationInput) {
  const titleKey = clip(input.titleKey, 200);
  const titleText = clip(input.titleText ?? input.title, 200);
  if (!titleKey && !titleText) throw new Error('A notification needs a titleKey or a title text');
  return {
    type: normalizeType(input.type) as NotificationType,
    category: normalizeCategory(input.category),
    titleKey,
    messageKey: clip(input.messageKey, 200),
    translationParams: input.translationParams && Object.keys(input.translationParams).length ? input.translationParams : null,
    actionTextKey: clip(input.actionTextKey, 200),
    titleText,
    messageText: clip(input.messageText ?? input.message, 10_000),
    actionText: clip(input.actionText, 100),
    entityType: clip(input.entityType, 50),
    entityId: input.entityId === null || input.entityId === undefined ? null : clip(String(input.entityId), 100),
    actionUrl: clip(input.actionUrl, 2000),
  };
}

/** Recipient ids, deduplicated and checked; null for everyone. */
export function recipientIds(recipients: Recipients): number[] | null {
  if (recipients === 'all') return null;
  const ids = [...new Set(typeof recipients === 'number' ? [recipients] : recipients)];
  for (const id of ids) if (!Number.isSafeInteger(id) || id < 1) throw new Error(`Invalid recipient id ${id}`);
  return ids;
}

/** The NOTIFY payload: the batch, and its recipients when they are few. */
export interface PublishedBatch {
  b: number;
  u: number[] | null;
}

/** These users by the language of their notifications (`languages` as read; the default when unknown), in their order. */
export function byLanguage(userIds: readonly number[], languages: ReadonlyMap<number, string>): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const userId of userIds) {
    const language = languages.get(userId) ?? DEFAULT_LANGUAGE;
    groups.set(language, [...(groups.get(language) ?? []), userId]);
  }
  return groups;
}
