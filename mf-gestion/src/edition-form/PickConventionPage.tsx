import { useState } from 'react';
import { Card, Stack } from '@mantine/core';
import { Select } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { DataLoader, PageHeader } from '@festival/ui';
import { GestionPage } from '../shared/GestionPage';
import { useMyConventions } from '../shared/gestionApi';
import { mayAddEdition } from '../shared/gestionRules';
import { NoConventionYet } from '../shared/NoConventionYet';
import { NewEditionForm } from './components/NewEditionForm';
import { pickConventionEntry } from './entry';

/** /editions/add — first choose one of the user's conventions where they may add an edition. */
export default function PickConventionPage() {
  const { t } = useTranslation('gestion');
  const mine = useMyConventions();
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <GestionPage entry={pickConventionEntry}>
      <PageHeader title={t('addEdition.title')} below={t('addEdition.pickSubtitle')} />
      <DataLoader
        query={mine}
        isEmpty={(data) => !data.items.some(mayAddEdition)}
        empty={<NoConventionYet title={t('addEdition.noConventionTitle')} description={t('addEdition.noConventionText')} />}
      >
        {(data) => {
          const allowed = data.items.filter(mayAddEdition);
          // With a single convention there is nothing to choose.
          const current = picked ?? (allowed.length === 1 ? String(allowed[0].id) : null);
          return (
            <Stack gap="lg">
              <Card withBorder radius="md" padding="lg">
                <Select
                  label={t('addEdition.convention')}
                  placeholder={t('addEdition.conventionPlaceholder')}
                  data={allowed.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={current}
                  onChange={setPicked}
                  searchable={allowed.length > 8}
                  nothingFoundMessage={t('addEdition.noMatch')}
                  allowDeselect={false}
                  required
                  data-autofocus
                />
              </Card>
              {current && <NewEditionForm key={current} conventionId={Number(current)} />}
            </Stack>
          );
        }}
      </DataLoader>
    </GestionPage>
  );
}
