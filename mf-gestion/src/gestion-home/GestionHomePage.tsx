import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { holdsRight, sectionHref, useAuth, usePageMeta } from '@festival/ui';
import { GESTION_SECTIONS } from '../sections';
import { useConventionPermissions, useEdition, useEditionPermissions, type Edition, type EditionPermissions } from '../shared/gestionApi';
import { GestionPage } from '../shared/GestionPage';
import { QueryGate } from '../shared/QueryGate';
import { EditionSummary } from './components/EditionSummary';
import { SectionCards } from './components/SectionCards';
import { SignInFirst } from './components/SignInFirst';
import { gestionHomeEntry } from './entry';
import { homeCards } from './gestionHomeRules';

function GestionHome({ edition, permissions }: { edition: Edition; permissions: EditionPermissions }) {
  const { t } = useTranslation('gestion');
  usePageMeta(`${t('gestionHome.title')} · ${edition.name}`);
  const convention = useConventionPermissions(edition.conventionId);
  const publicPage = sectionHref('public/edition', { id: edition.id });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {edition.conventionName}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {edition.name}
          </Title>
          <Text c="dimmed">{t('gestionHome.subtitle')}</Text>
        </div>
        {publicPage && (
          <Button component={Link} to={publicPage} variant="default" leftSection={<IconExternalLink size={16} />}>
            {t('editions.viewPage')}
          </Button>
        )}
      </Group>

      <EditionSummary edition={edition} />

      <Stack gap="sm" component="section" aria-labelledby="gestion-entries">
        <Title order={2} size="h4" id="gestion-entries">
          {t('gestionHome.manage')}
        </Title>
        {convention.isPending ? null : <SectionCards cards={homeCards(GESTION_SECTIONS, edition, { edition: permissions, convention: convention.data })} />}
      </Stack>
    </Stack>
  );
}

function GestionLoader({ id }: { id: number }) {
  const edition = useEdition(id);
  const permissions = useEditionPermissions(id);
  return (
    <QueryGate queries={[edition, permissions]} allowed={() => holdsRight(gestionHomeEntry, { edition: permissions.data })}>
      {() => <GestionHome edition={edition.data!} permissions={permissions.data!} />}
    </QueryGate>
  );
}

/** /editions/:id/gestion — the edition's management home. */
export default function GestionHomePage() {
  const { user, sessionChecked } = useAuth();
  return <GestionPage entry={gestionHomeEntry}>{(id) => (sessionChecked && !user ? <SignInFirst /> : <GestionLoader id={id} />)}</GestionPage>;
}
