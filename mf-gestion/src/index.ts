// Standalone entry (nx run <remote>:serve). Async boundary so shared modules are negotiated first.
import('./bootstrap');
