/** How full a volunteer slot is: nobody yet, partly, or as many as needed (or more). */
export type Fill = 'EMPTY' | 'PARTIAL' | 'FULL';

export function fillOf(assigned: number, needed: number): Fill {
  if (assigned <= 0) return 'EMPTY';
  return assigned >= needed ? 'FULL' : 'PARTIAL';
}

/** The colours of a slot's fill wherever a planning is drawn: red nobody, orange partly, green full. */
export const FILL_COLOR: Record<Fill, string> = { EMPTY: 'red', PARTIAL: 'orange', FULL: 'green' };
