import { useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content hidden before the visible part (scrolled away). */
  start: boolean;
  /** Content hidden after it. */
  end: boolean;
}

/**
 * Which sides of a row that scrolls sideways hide content, kept current as it scrolls or resizes.
 * `el`: the row, from a callback ref (it may come after the first render, as a lazily loaded tab list does).
 */
export function useScrollEdges(el: HTMLElement | null): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    if (!el) return;
    const measure = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    // The row's own size, and its items' (their texts grow the content, not the row's box).
    const resize = new ResizeObserver(measure);
    const observe = () => {
      resize.disconnect();
      resize.observe(el);
      for (const child of el.children) resize.observe(child);
    };
    const children = new MutationObserver(observe);
    children.observe(el, { childList: true });
    observe();
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      el.removeEventListener('scroll', measure);
      children.disconnect();
      resize.disconnect();
    };
  }, [el]);
  return edges;
}

const FADE = '24px';

/** A mask fading the sides that hide content: the row shows there is more to scroll to. */
export function edgeFade({ start, end }: ScrollEdges): string | undefined {
  if (!start && !end) return undefined;
  const from = start ? `transparent, #000 ${FADE}` : '#000';
  const to = end ? `#000 calc(100% - ${FADE}), transparent` : '#000';
  return `linear-gradient(to right, ${from}, ${to})`;
}
