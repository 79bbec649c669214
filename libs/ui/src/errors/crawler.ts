/** Crawlers get no error page (spec §2): nothing is rendered for them. */
export const CRAWLER_PATTERN = /googlebot|bingbot|yandex|baiduspider|duckduckbot|slurp|facebookexternalhit|twitterbot|linkedinbot|crawler|spider|bot/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && CRAWLER_PATTERN.test(userAgent));
}

export interface ErrorInfo {
  status: number;
  message: string;
}

/** Status and message from whatever was thrown (route error response, ApiError, Error, string). */
export function describeError(error: unknown): ErrorInfo {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; statusCode?: unknown; statusText?: unknown; message?: unknown; data?: unknown };
    const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
    const message =
      typeof e.message === 'string' && e.message
        ? e.message
        : typeof e.statusText === 'string' && e.statusText
          ? e.statusText
          : typeof e.data === 'string'
            ? e.data
            : '';
    return { status, message };
  }
  if (typeof error === 'string') return { status: 500, message: error };
  return { status: 500, message: '' };
}
