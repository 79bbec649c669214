import type { ServerI18n } from '../../core/i18n/server-i18n';
import { normalizeCategory, normalizeType, type NotificationType } from './notification.constants';
import type { NotificationDto } from './notification.dto';
import type { Notification, TranslationParams } from './notification.entity';

/** The stored fields of a notification, whatever they were read from (entity or plain SQL row). */
export interface NotificationRecord {
  id: number;
  userId: number;
  type: string;
  titleKey: string | null;
  messageKey: string | null;
  translationParams: TranslationParams | null;
  actionTextKey: string | null;
  titleText: string | null;
  messageText: string | null;
  actionText: string | null;
  category: string;
  entityType: string | null;
  entityId: string | null;
  isRead: boolean;
  readAt: Date | null;
  actionUrl: string | null;
  createdAt: Date;
}

export function recordOfEntity(n: Notification): NotificationRecord {
  return {
    id: n.id,
    userId: n.user.id,
    type: n.type,
    titleKey: n.titleKey ?? null,
    messageKey: n.messageKey ?? null,
    translationParams: n.translationParams ?? null,
    actionTextKey: n.actionTextKey ?? null,
    titleText: n.titleText ?? null,
    messageText: n.messageText ?? null,
    actionText: n.actionText ?? null,
    category: n.category,
    entityType: n.entityType ?? null,
    entityId: n.entityId ?? null,
    isRead: n.isRead,
    readAt: n.readAt ?? null,
    actionUrl: n.actionUrl ?? null,
    createdAt: n.createdAt,
  };
}

/** A row of `select * from notifications` (pg driver: snake_case columns, jsonb parsed). */
export function recordOfRow(row: Record<string, unknown>): NotificationRecord {
  const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    type: String(row.type),
    titleKey: str(row.title_key),
    messageKey: str(row.message_key),
    translationParams: (row.translation_params as TranslationParams | null) ?? null,
    actionTextKey: str(row.action_text_key),
    titleText: str(row.title_text),
    messageText: str(row.message_text),
    actionText: str(row.action_text),
    category: String(row.category),
    entityType: str(row.entity_type),
    entityId: str(row.entity_id),
    isRead: row.is_read === true,
    readAt: row.read_at ? new Date(row.read_at as string | Date) : null,
    actionUrl: str(row.action_url),
    createdAt: new Date(row.created_at as string | Date),
  };
}

export interface RenderedTexts {
  title: string;
  message: string;
  actionLabel: string | null;
}

/**
 * Texts in the reader's language: a key known to the server texts wins, else the plain text, else
 * the key itself (so a notification never shows up blank).
 */
export function renderTexts(
  i18n: ServerI18n,
  lng: string,
  r: Pick<NotificationRecord, 'titleKey' | 'messageKey' | 'translationParams' | 'actionTextKey' | 'titleText' | 'messageText' | 'actionText' | 'actionUrl'>,
): RenderedTexts {
  const params = r.translationParams ?? {};
  const text = (key: string | null, plain: string | null): string | null => {
    if (key && i18n.has(key)) return i18n.t(lng, key, params);
    return plain ?? key;
  };
  const actionLabel = text(r.actionTextKey, r.actionText) ?? (r.actionUrl ? i18n.t(lng, 'notifications.actions.open') : null);
  return { title: text(r.titleKey, r.titleText) ?? '', message: text(r.messageKey, r.messageText) ?? '', actionLabel };
}

export function renderNotification(i18n: ServerI18n, lng: string, r: NotificationRecord): NotificationDto {
  return {
    id: r.id,
    userId: r.userId,
    type: normalizeType(r.type) as NotificationType,
    titleKey: r.titleKey,
    messageKey: r.messageKey,
    translationParams: r.translationParams,
    actionTextKey: r.actionTextKey,
    titleText: r.titleText,
    messageText: r.messageText,
    actionText: r.actionText,
    ...renderTexts(i18n, lng, r),
    category: normalizeCategory(r.category),
    entityType: r.entityType,
    entityId: r.entityId,
    isRead: r.isRead,
    readAt: r.readAt ? r.readAt.toISOString() : null,
    actionUrl: r.actionUrl,
    createdAt: r.createdAt.toISOString(),
  };
}
