/** Form rules of the admin send form: the same limits the server applies (contract: POST /api/admin/notifications). */
import { adminNotificationTargetValues, notificationCategoryValues, notificationTypeValues } from '@festival/api-client';
import { fieldBounds, queryBounds } from '@festival/api-client/bounds';

export const ADMIN_TARGETS = adminNotificationTargetValues;
export type AdminTarget = (typeof ADMIN_TARGETS)[number];
export const NOTIFICATION_TYPES = notificationTypeValues;
export const NOTIFICATION_CATEGORIES = notificationCategoryValues;
const bounds = fieldBounds.AdminSendNotificationDto;
export const TITLE_MAX = bounds.title.maxLength;
export const MESSAGE_MAX = bounds.message.maxLength;
export const ACTION_TEXT_MAX = bounds.actionText.maxLength;
export const ACTION_URL_MAX = bounds.actionUrl.maxLength;
export const SENT_PAGE_SIZE = 20;
export const RECIPIENT_QUERY_MIN = queryBounds.AdminNotifications_recipients.q.minLength;

export interface SendFormValues {
  target: AdminTarget;
  userId: string | null;
  type: (typeof NOTIFICATION_TYPES)[number];
  category: (typeof NOTIFICATION_CATEGORIES)[number];
  title: string;
  message: string;
  actionUrl: string;
  actionText: string;
}

export const EMPTY_FORM: SendFormValues = {
  target: 'user',
  userId: null,
  type: 'INFO',
  category: 'system',
  title: '',
  message: '',
  actionUrl: '',
  actionText: '',
};

/** A path of this site (starting with a single /) or an https URL. */
export function isValidActionUrl(value: string): boolean {
  const v = value.trim();
  if (!v) return true;
  if (v.length > ACTION_URL_MAX) return false;
  if (v.startsWith('/')) return !v.startsWith('//') && !/\s/.test(v);
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Error keys (admin group) per field; empty when the form may be sent. */
export function validateSendForm(v: SendFormValues): Partial<Record<keyof SendFormValues, string>> {
  const errors: Partial<Record<keyof SendFormValues, string>> = {};
  if (v.target === 'user' && !v.userId) errors.userId = 'notifications.errors.recipientRequired';
  const title = v.title.trim();
  if (!title) errors.title = 'notifications.errors.titleRequired';
  else if (title.length > TITLE_MAX) errors.title = 'notifications.errors.titleTooLong';
  const message = v.message.trim();
  if (!message) errors.message = 'notifications.errors.messageRequired';
  else if (message.length > MESSAGE_MAX) errors.message = 'notifications.errors.messageTooLong';
  if (!isValidActionUrl(v.actionUrl)) errors.actionUrl = 'notifications.errors.actionUrlInvalid';
  if (v.actionText.trim().length > ACTION_TEXT_MAX) errors.actionText = 'notifications.errors.actionTextTooLong';
  if (v.actionText.trim() && !v.actionUrl.trim()) errors.actionUrl = 'notifications.errors.actionUrlNeeded';
  return errors;
}

/** The request body: trimmed, optional fields left out when empty. */
export function sendBodyOf(v: SendFormValues) {
  const actionUrl = v.actionUrl.trim();
  const actionText = v.actionText.trim();
  return {
    target: v.target,
    ...(v.target === 'user' && v.userId ? { userId: Number(v.userId) } : {}),
    type: v.type,
    category: v.category,
    title: v.title.trim(),
    message: v.message.trim(),
    ...(actionUrl ? { actionUrl } : {}),
    ...(actionUrl && actionText ? { actionText } : {}),
  };
}
