import type { TFunction } from 'i18next';
import type { ExternalTicketing } from '../ticketingExternalApi';

type SyncError = NonNullable<ExternalTicketing['lastError']>;

/** Why a sync failed, in the reader's words (ticketing:sync.errors.<CODE>). */
export function syncErrorText(t: TFunction<'ticketing'>, error: SyncError): string {
  return t(`sync.errors.${error.code}`, { status: error.params?.status ?? '' });
}
