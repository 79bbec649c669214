/** What every admin query shares: the admin-mode header the API asks for, and the cache keys (one table, so that a change refreshes every list). */
export const ADMIN_HEADER = { 'X-Admin-Mode': 'true' } as const;

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  feedback: (filter: string, page: number) => ['admin', 'feedback', filter, page] as const,
  recipients: (q: string) => ['admin', 'notifications', 'recipients', q] as const,
  sent: () => ['admin', 'notifications', 'sent'] as const,
  sentPage: (page: number) => ['admin', 'notifications', 'sent', page] as const,
};
