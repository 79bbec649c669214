import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { readableVariantColors } from './readableColors';

/** 768px is the narrow-screen breakpoint (Mantine's sm = 48em). */
export const NARROW_BREAKPOINT = '48em';
export const NARROW_MEDIA_QUERY = `(max-width: ${NARROW_BREAKPOINT})`;
export const WIDE_MEDIA_QUERY = '(min-width: 48.0625em)';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '36em', sm: NARROW_BREAKPOINT, md: '62em', lg: '75em', xl: '88em' },
  // Labels on filled colours in black where white would not read (readableColors.ts).
  variantColorResolver: readableVariantColors,
  // A link inside a sentence is told apart by more than its colour (WCAG 1.4.1).
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    // A menu holds only its items (role="menu"): no focus placeholder of Mantine's among them.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** Colour-mode preference (system/auto, light, dark) kept in localStorage. */
export const COLOR_SCHEME_KEY = 'festival-color-scheme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
