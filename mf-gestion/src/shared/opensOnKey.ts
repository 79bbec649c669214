import type { CSSProperties, KeyboardEvent } from 'react';

/** The key handler of a row that opens something: Enter or Space opens it, like a click. */
const opensOnKey = (open: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    open();
  }
};

const POINTER: CSSProperties = { cursor: 'pointer' };

/**
 * The props of a table row that opens its item: a tab stop, a click, Enter or Space, and a label
 * naming what opens (`<Table.Tr key={id} {...openableRow(() => onOpen(id), t('x.openLabel', …))}>`).
 */
export const openableRow = (open: () => void, label: string) => ({
  tabIndex: 0,
  style: POINTER,
  onClick: open,
  onKeyDown: opensOnKey(open),
  'aria-label': label,
});
