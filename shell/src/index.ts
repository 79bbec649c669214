// Async boundary: shared modules (React, Mantine, i18n…) are negotiated before the app code runs.
import('./bootstrap');
