import { localeOf } from './languages';

/** Locale-aware formatters; pass the current i18next language. */
export function formatDate(value: string | number | Date, lng: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(lng), options).format(date);
}

export function formatDateTime(value: string | number | Date, lng: string): string {
  return formatDate(value, lng, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatNumber(value: number, lng: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(lng), options).format(value);
}

export function formatCurrency(cents: number, lng: string, currency = 'EUR'): string {
  return formatNumber(cents / 100, lng, { style: 'currency', currency });
}
