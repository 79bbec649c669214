import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { renderStandalone } from '@festival/ui';
import RemoteRoutes from './routes';
import { ADMIN_SECTIONS } from './sections';

void renderStandalone(RemoteRoutes, ADMIN_SECTIONS);
