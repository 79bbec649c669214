import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@festival/ui';
import type { Edition } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { QuestionsForm } from './components/QuestionsForm';
import { volunteersFormEntry } from './entry';
import { useVolunteerSettings } from './settingsApi';

function Questions({ edition }: { edition: Edition }) {
  const { t } = useTranslation('volunteers');
  const settings = useVolunteerSettings(edition.id);
  return (
    <Stack gap="lg">
      <PageHeader title={t('settings.questions.pageTitle')} below={t('settings.questions.pageSubtitle', { name: edition.name })} />
      <QueryGate queries={[settings]}>{() => <QuestionsForm editionId={edition.id} settings={settings.data!} />}</QueryGate>
    </Stack>
  );
}

/** The volunteer form's questions and the planning's limits of an edition. */
export default function VolunteersFormPage() {
  return <EditionPage entry={volunteersFormEntry}>{(edition) => <Questions edition={edition} />}</EditionPage>;
}
