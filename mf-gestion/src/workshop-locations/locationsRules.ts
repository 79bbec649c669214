/** The server's checks of a workshop location, mirrored to answer at once. */
import { fieldBounds } from '@festival/api-client/bounds';

export const LOCATION_NAME_MAX = fieldBounds.WorkshopLocationInputDto.name.maxLength;

/** The error key (workshops namespace) of a name, or null when it may be sent: required, 100 characters, not another location's (any case). */
export function locationNameError(name: string, others: readonly { id: number; name: string }[], selfId: number | null): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'locations.errors.nameRequired';
  if (trimmed.length > LOCATION_NAME_MAX) return 'locations.errors.nameTooLong';
  const key = trimmed.toLowerCase();
  if (others.some((o) => o.id !== selfId && o.name.trim().toLowerCase() === key)) return 'locations.errors.nameTaken';
  return null;
}
