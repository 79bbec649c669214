import { Stack } from '@mantine/core';
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
          <NewEditionForm conventionId={convention.id} />
        </Stack>
      )}
    </ConventionPage>
  );
}
