/**
 * The currencies an edition may count its money in: ISO 4217 codes of the currencies festivals of
 * the product's countries use, each with two decimals (amounts are stored in cents, that is in
 * hundredths of the unit). Stored and sent as these codes; screens show the name in the reader's
 * language (Intl.DisplayNames). The generated API client exposes them as `currencyCodeValues`.
 */
export const CURRENCY_CODES = ['EUR', 'CHF', 'GBP', 'USD', 'CAD', 'AUD', 'NZD', 'CZK', 'DKK', 'HUF', 'NOK', 'PLN', 'RON', 'SEK', 'UAH', 'BRL', 'MXN'] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** What an edition counts in until its team says otherwise. */
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';
