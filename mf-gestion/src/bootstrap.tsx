import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { renderStandalone } from '@festival/ui';
import RemoteRoutes from './routes';
import { GESTION_SECTIONS } from './sections';

void renderStandalone(RemoteRoutes, GESTION_SECTIONS);
