import { lazy, Suspense } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader, sectionHref, useAuth, usePageMeta } from '@festival/ui';
import { GESTION_SECTIONS } from '../sections';
import { useConventionPermissions, type Edition, type EditionPermissions } from '../shared/gestionApi';
import { GestionPage } from '../shared/GestionPage';
import { EditionGate } from '../shared/SectionGates';
import { EditionSummary } from './components/EditionSummary';
import { SectionCards } from './components/SectionCards';
import { SignInFirst } from './components/SignInFirst';
import { gestionHomeEntry } from './entry';
import { homeCards } from './gestionHomeRules';

/** The tickets' counts, loaded only for those who manage the edition's ticketing. */
const TicketingHomeSummary = lazy(() => import('../ticketing-orders/components/TicketingHomeSummary'));

function GestionHome({ edition, permissions }: { edition: Edition; permissions: EditionPermissions }) {
  const { t } = useTranslation('gestion');
  usePageMeta(`${t('gestionHome.title')} · ${edition.name}`);
  const convention = useConventionPermissions(edition.conventionId);
  const publicPage = sectionHref('public/edition', { id: edition.id });
  return (
    <Stack gap="lg">
      <PageHeader
        above={
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {edition.conventionName}
          </Text>
        }
        title={edition.name}
        below={t('gestionHome.subtitle')}
        actions={
          publicPage && (
            <Button component={Link} to={publicPage} variant="default" leftSection={<IconExternalLink size={16} />}>
              {t('editions.viewPage')}
            </Button>
          )
        }
      />

      <EditionSummary edition={edition} />

      {permissions.canManageTicketing && (
        <Suspense fallback={null}>
          <TicketingHomeSummary editionId={edition.id} />
        </Suspense>
      )}

      <Stack gap="sm" component="section" aria-labelledby="gestion-entries">
        <Title order={2} size="h4" id="gestion-entries">
          {t('gestionHome.manage')}
        </Title>
        {convention.isPending ? null : <SectionCards cards={homeCards(GESTION_SECTIONS, edition, { edition: permissions, convention: convention.data })} />}
      </Stack>
    </Stack>
  );
}

/** /editions/:id/gestion — the edition's management home. */
export default function GestionHomePage() {
  const { user, sessionChecked } = useAuth();
  return (
    <GestionPage entry={gestionHomeEntry}>
      {(id) =>
        sessionChecked && !user ? (
          <SignInFirst />
        ) : (
          <EditionGate id={id} entry={gestionHomeEntry}>
            {(edition, permissions) => <GestionHome edition={edition} permissions={permissions} />}
          </EditionGate>
        )
      }
    </GestionPage>
  );
}
