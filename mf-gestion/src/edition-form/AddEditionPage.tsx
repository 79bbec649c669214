import { Alert, Stack } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@festival/ui';
import { ConventionPage } from '../shared/SectionGates';
import { NewEditionForm } from './components/NewEditionForm';
import { addEditionEntry } from './entry';

/** /conventions/:id/editions/add — for those who may add an edition to this convention. */
export default function AddEditionPage() {
  const { t } = useTranslation('gestion');
  return (
    <ConventionPage entry={addEditionEntry}>
      {(convention) => (
        <Stack gap="lg">
          <PageHeader title={t('addEdition.title')} below={t('addEdition.subtitle', { name: convention.name })} />
          {convention.isArchived ? (
            <Alert color="yellow" icon={<IconArchive size={18} />} title={t('addEdition.archivedTitle')}>
              {t('addEdition.archivedText')}
            </Alert>
          ) : (
            <NewEditionForm conventionId={convention.id} />
          )}
        </Stack>
      )}
    </ConventionPage>
  );
}
