// Mantine's ScrollArea (inside every Modal and Drawer, so on the first page) takes a single hook
// from @floating-ui/react, useMergeRefs: bundled as is, that import keeps the whole positioning
// library (some 25 KiB) on the first page, which otherwise needs it only for menus, tooltips and
// pickers (`@festival/ui/later`). The shell's build gives ScrollArea this equivalent instead, made
// of Mantine's own hook (rspack.shared.mjs).
import { useMergedRef } from '@mantine/hooks';

/** One callback ref setting every ref given (floating-ui's signature: an array). */
export function useMergeRefs(refs) {
  return useMergedRef(...refs);
}
