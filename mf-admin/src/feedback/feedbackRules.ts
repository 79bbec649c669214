/** Pure rules of the feedback list: filter from the URL, page → offset. */
export const FEEDBACK_PAGE_SIZE = 20;
export type FeedbackFilter = 'all' | 'unresolved' | 'resolved';

export function parseFilter(value: string | null): FeedbackFilter {
  return value === 'resolved' || value === 'unresolved' ? value : 'all';
}

export function resolvedParam(filter: FeedbackFilter): 'true' | 'false' | undefined {
  return filter === 'all' ? undefined : filter === 'resolved' ? 'true' : 'false';
}

export function parsePage(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export function offsetOf(page: number, size = FEEDBACK_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * size;
}

export function pageCount(total: number, size = FEEDBACK_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
