import { Stack } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyCard, PageHeader } from '@festival/ui';
import type { Edition } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { ConnectionForm } from './components/ConnectionForm';
import { ConnectionStatus } from './components/ConnectionStatus';
import { SyncHistory } from './components/SyncHistory';
import { SyncPanel } from './components/SyncPanel';
import { ticketingExternalEntry } from './entry';
import { useExternalTicketing, type ExternalTicketing } from './ticketingExternalApi';

function Connection({ editionId, connection }: { editionId: number; connection: ExternalTicketing }) {
  const { t } = useTranslation('ticketing');
  const helloAsso = connection.provider === 'HELLOASSO';
  return (
    <>
      {connection.provider === null ? (
        <EmptyCard icon={<IconPlugConnected size={28} />} title={t('external.page.emptyTitle')} description={t('external.page.emptyText')} />
      ) : (
        <ConnectionStatus editionId={editionId} connection={connection} />
      )}
      {helloAsso && connection.status !== 'INACTIVE' && <SyncPanel editionId={editionId} connection={connection} />}
      <ConnectionForm key={`${connection.provider}-${connection.status === 'INACTIVE'}`} editionId={editionId} connection={connection} />
      {helloAsso && <SyncHistory editionId={editionId} />}
    </>
  );
}

function External({ edition }: { edition: Edition }) {
  const { t } = useTranslation('ticketing');
  const connection = useExternalTicketing(edition.id);
  return (
    <Stack gap="lg">
      <PageHeader title={t('external.page.title')} below={t('external.page.subtitle', { name: edition.name })} />
      <QueryGate queries={[connection]}>{() => <Connection editionId={edition.id} connection={connection.data!} />}</QueryGate>
    </Stack>
  );
}

/** Where the edition sells its tickets: connecting HelloAsso (test, save, disconnect), the sync with its live progress and history. */
export default function ExternalTicketingPage() {
  return <EditionPage entry={ticketingExternalEntry}>{(edition) => <External edition={edition} />}</EditionPage>;
}
