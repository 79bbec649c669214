import { Button, Group, Stack, Text } from '@mantine/core';
import { Switch } from '@festival/ui/later';
import { IconCar, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyCard, PageHeader } from '@festival/ui';
import type { Edition } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { TripGroup } from './components/TripGroup';
import { artistsPickupsEntry } from './entry';
import { useArtistPickups } from './pickupsApi';
import { dayTitle, mineOf, tripCounts } from './pickupsRules';

/** On paper: the list alone, without the product's header, footer and the page's controls. */
const PRINT_CSS =
  '@media print { .no-print, header, nav, footer, .mantine-Notifications-root { display: none !important; } ' +
  '.mantine-AppShell-main { padding-top: 0 !important; } .artist-pickups li { break-inside: avoid; } }';

function Pickups({ edition }: { edition: Edition }) {
  const { t, i18n } = useTranslation('artists');
  // "Only mine" is in the address (?mine=1): a reload or a shared link keeps it.
  const [search, setSearch] = useSearchParams();
  const mine = mineOf(search.get('mine'));
  const pickups = useArtistPickups(edition.id, mine);
  const setMine = (on: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('mine', '1');
        else next.delete('mine');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg" className="artist-pickups">
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={t('pickups.title')}
        below={t('pickups.subtitle', { name: edition.name })}
        actions={
          <Group gap="md" className="no-print">
            <Switch label={t('pickups.onlyMine')} checked={mine} onChange={(e) => setMine(e.currentTarget.checked)} />
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('pickups.print')}
            </Button>
          </Group>
        }
      />
      <QueryGate queries={[pickups]}>
        {() => {
          const { days, undated, timeZone } = pickups.data!;
          const counts = tripCounts(days, undated);
          if (counts.total === 0)
            return (
              <EmptyCard
                icon={<IconCar size={28} />}
                title={t(mine ? 'pickups.emptyMineTitle' : 'pickups.emptyTitle')}
                description={t(mine ? 'pickups.emptyMineText' : 'pickups.emptyText')}
              />
            );
          return (
            <>
              <Text c={counts.unassigned ? 'red.9' : 'dimmed'} fw={counts.unassigned ? 600 : undefined} role="status">
                {t('pickups.counts', { count: counts.total })} · {counts.unassigned ? t('pickups.unassignedCount', { count: counts.unassigned }) : t('pickups.allAssigned')}
              </Text>
              {days.map((d) => (
                <TripGroup key={d.day} id={`pickups-day-${d.day}`} title={dayTitle(d.day, i18n.language)} trips={d.trips} timeZone={timeZone} />
              ))}
              {undated.length > 0 && <TripGroup id="pickups-undated" title={t('pickups.undated')} trips={undated} timeZone={timeZone} />}
            </>
          );
        }}
      </QueryGate>
    </Stack>
  );
}

/** The pickups and drop-offs of the edition's artists, by day, with who drives; printable. */
export default function ArtistsPickupsPage() {
  return <EditionPage entry={artistsPickupsEntry}>{(edition) => <Pickups edition={edition} />}</EditionPage>;
}
