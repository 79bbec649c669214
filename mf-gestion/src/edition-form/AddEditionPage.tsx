import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { holdsRight } from '@festival/ui';
import { GestionPage } from '../shared/GestionPage';
import { useConvention, useConventionPermissions } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { NewEditionForm } from './components/NewEditionForm';
import { addEditionEntry } from './entry';

function AddEdition({ id }: { id: number }) {
  const { t } = useTranslation('gestion');
  const convention = useConvention(id);
  const permissions = useConventionPermissions(id);
  return (
    <QueryGate queries={[convention, permissions]} allowed={() => holdsRight(addEditionEntry, { convention: permissions.data })}>
      {() => (
        <Stack gap="lg">
          <div>
            <Title order={1}>{t('addEdition.title')}</Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('addEdition.subtitle', { name: convention.data!.name })}
            </Text>
          </div>
          <NewEditionForm conventionId={id} />
        </Stack>
      )}
    </QueryGate>
  );
}

/** /conventions/:id/editions/add — for those who may add an edition to this convention. */
export default function AddEditionPage() {
  return <GestionPage entry={addEditionEntry}>{(id) => <AddEdition id={id} />}</GestionPage>;
}
