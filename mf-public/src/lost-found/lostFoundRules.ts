/** Pure rules of the lost and found page, mirroring the server's; no React here. */
import { fieldBounds } from '@festival/api-client/bounds';

/** The longest description of an item (the server's limit). */
export const DESCRIPTION_MAX = fieldBounds.NewLostFoundItemDto.description.maxLength;

/** The photo rules of the server's image uploads: JPEG, PNG or WebP, at most 5 MB (its content is checked again there). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Items on a page of the grid. */
export const ITEMS_PAGE_SIZE = 12;

/** What a picked photo is refused for before it is sent, if anything. */
export function photoProblem(file: { size: number; type: string }): 'wrongType' | 'tooLarge' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A description the server takes: some text once trimmed, at most DESCRIPTION_MAX characters. */
export function descriptionProblem(value: string): 'required' | 'tooLong' | null {
  const text = value.trim();
  if (!text) return 'required';
  if (text.length > DESCRIPTION_MAX) return 'tooLong';
  return null;
}

/** The filters of the grid: an item's state, or every item. */
export const STATUS_FILTERS = ['LOST', 'RETURNED', 'ALL'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The filter a page address asks for (`?status=returned`); what is still lost unless said. */
export function statusFilterOf(value: string | null): StatusFilter {
  const upper = (value ?? '').toUpperCase();
  return (STATUS_FILTERS as readonly string[]).includes(upper) ? (upper as StatusFilter) : 'LOST';
}

/** The API's `status` query for a filter (absent for every item). */
export function statusQueryOf(filter: StatusFilter): 'LOST' | 'RETURNED' | undefined {
  return filter === 'ALL' ? undefined : filter;
}

/** A page number of the address (`?page=3`); 1 unless a positive integer. */
export function pageOf(value: string | null): number {
  return value && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1;
}

/** An item id of the address (`?item=12`), or null. */
export function itemIdOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
