import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { renderStandalone } from '@festival/ui';
import RemoteRoutes from './routes';
import { PUBLIC_SECTIONS } from './sections';

void renderStandalone(RemoteRoutes, PUBLIC_SECTIONS);
