/** The rows a page skips (pages count from 1). */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
