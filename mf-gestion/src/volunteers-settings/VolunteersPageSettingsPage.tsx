import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@festival/ui';
import type { Edition } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { PageSettingsForm } from './components/PageSettingsForm';
import { volunteersPageEntry } from './entry';
import { useVolunteerSettings } from './settingsApi';

function PageSettings({ edition }: { edition: Edition }) {
  const { t } = useTranslation('volunteers');
  const settings = useVolunteerSettings(edition.id);
  return (
    <Stack gap="lg">
      <PageHeader title={t('settings.page.pageTitle')} below={t('settings.page.pageSubtitle', { name: edition.name })} />
      <QueryGate queries={[settings]}>{() => <PageSettingsForm edition={edition} settings={settings.data!} />}</QueryGate>
    </Stack>
  );
}

/** The public volunteers page's settings of an edition. */
export default function VolunteersPageSettingsPage() {
  return <EditionPage entry={volunteersPageEntry}>{(edition) => <PageSettings edition={edition} />}</EditionPage>;
}
