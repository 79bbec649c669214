import type { PipeTransform } from '@nestjs/common';
import { NotFoundError } from '../errors/app-errors';
import { MAX_ID } from './fields';

/**
 * An id of the path (`@Param('slotId', pathIdOr(notFound))`): a positive int written plainly (no
 * sign, no leading zero), at most MAX_ID; anything else answers `notFound()`, like an unknown row.
 */
export const pathIdOr = (notFound: () => Error): PipeTransform<string, number> => ({
  transform(value: string): number {
    const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_ID)) throw notFound();
    return id;
  },
});

/** An id of the path, else a plain 404 (`@Param('teamId', pathId)`). */
export const pathId = pathIdOr(() => new NotFoundError());
