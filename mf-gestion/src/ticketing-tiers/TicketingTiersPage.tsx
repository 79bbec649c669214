import type { ComponentType } from 'react';
import { Badge, Stack } from '@mantine/core';
import { Tabs } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@festival/ui';
import { useTicketingCatalogue, type Edition } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { CustomFieldsSection } from './components/CustomFieldsSection';
import { OptionsSection } from './components/OptionsSection';
import { QuotasSection } from './components/QuotasSection';
import { ReturnablesSection } from './components/ReturnablesSection';
import { TiersSection } from './components/TiersSection';
import { ticketingTiersEntry } from './entry';
import type { Catalogue } from './ticketingTiersApi';

const TABS = ['tiers', 'quotas', 'options', 'customFields', 'returnables'] as const;
type Tab = (typeof TABS)[number];

/** Each tab's section; `timeZone` (the edition's) for those that type days and times. */
const SECTIONS: Record<Tab, ComponentType<{ editionId: number; timeZone: string; catalogue: Catalogue }>> = {
  tiers: TiersSection,
  quotas: QuotasSection,
  options: OptionsSection,
  customFields: CustomFieldsSection,
  returnables: ReturnablesSection,
};

const countOf = (c: Catalogue, tab: Tab): number =>
  ({ tiers: c.tiers.length, quotas: c.quotas.length, options: c.options.length, customFields: c.customFields.length, returnables: c.returnableItems.length })[tab];

function CatalogueTabs({ edition }: { edition: Edition }) {
  const { t } = useTranslation('ticketing');
  const catalogue = useTicketingCatalogue(edition.id);
  // The open tab is in the address (?tab=quotas): a link or a reload shows it again.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'tiers';
  const open = (next: string | null) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (!next || next === 'tiers') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <PageHeader title={t('tiers.page.title')} below={t('tiers.page.subtitle', { name: edition.name })} />
      <QueryGate queries={[catalogue]}>
        {() => (
          <Tabs value={tab} onChange={open} keepMounted={false}>
            <Tabs.List>
              {TABS.map((x) => (
                <Tabs.Tab key={x} value={x} rightSection={<Badge size="sm" variant="light" color="gray">{countOf(catalogue.data!, x)}</Badge>}>
                  {t(`tiers.page.tabs.${x}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TABS.map((x) => {
              const Section = SECTIONS[x];
              return (
                <Tabs.Panel key={x} value={x} pt="md">
                  <Section editionId={edition.id} timeZone={edition.timeZone} catalogue={catalogue.data!} />
                </Tabs.Panel>
              );
            })}
          </Tabs>
        )}
      </QueryGate>
    </Stack>
  );
}

/** The edition's ticket catalogue in tabs: tiers (reorder, switch off, edit), quotas with their live counts, options, custom fields, returnable items and what volunteer teams receive. */
export default function TicketingTiersPage() {
  return <EditionPage entry={ticketingTiersEntry}>{(edition) => <CatalogueTabs edition={edition} />}</EditionPage>;
}
