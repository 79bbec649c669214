import { lazy, Suspense } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorPage, LoadingState, usePageMeta } from '@festival/ui';
import { Tabs } from '@festival/ui/later';
import { parseId } from '../shared/gestionRules';
import { EditionGate } from '../shared/SectionGates';
import { GateScanner } from './components/GateScanner';
import { gateEntry } from './entry';

const GateDashboard = lazy(() => import('../gate-dashboard/GateDashboard').then((m) => ({ default: m.GateDashboard })));

/**
 * The gate of an edition, for a phone in one hand: the scanner, and the dashboard beside it. Its
 * own frame, without the way back to "My conventions": a gate volunteer holds the gate's right only.
 */
export default function GateAccessPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t(gateEntry.title));
  const id = parseId(useParams().id);
  // The tab is in the address, so that a notice of arrivals opens the dashboard (…?tab=dashboard).
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'dashboard' ? 'dashboard' : 'scanner';
  const showTab = (value: string | null) => setParams(value === 'dashboard' ? { tab: 'dashboard' } : {}, { replace: true });
  if (id == null) return <ErrorPage status={404} />;
  return (
    <Container size="sm" py="md" px="sm">
      <EditionGate id={id} entry={gateEntry}>
        {(edition) => (
          <Stack gap="sm">
            <Title order={1} size="h3">
              {t('gate.title', { edition: edition.name })}
            </Title>
            <Tabs value={tab} onChange={showTab} keepMounted={false}>
              <Tabs.List grow>
                <Tabs.Tab value="scanner">{t('gate.tabs.scanner')}</Tabs.Tab>
                <Tabs.Tab value="dashboard">{t('gate.tabs.dashboard')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="scanner" pt="sm">
                <GateScanner editionId={edition.id} timeZone={edition.timeZone} />
              </Tabs.Panel>
              <Tabs.Panel value="dashboard" pt="sm">
                <Suspense fallback={<LoadingState />}>
                  <GateDashboard editionId={edition.id} />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </EditionGate>
    </Container>
  );
}
