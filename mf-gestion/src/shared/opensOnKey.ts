import type { KeyboardEvent } from 'react';

/** The key handler of a row that opens something: Enter or Space opens it, like a click. */
export const opensOnKey = (open: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    open();
  }
};
