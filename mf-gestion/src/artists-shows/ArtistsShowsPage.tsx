import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SegmentedControl, Tabs } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconMapPin, IconMicrophone2, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dayOf } from '@festival/i18n/zoned';
import { ConfirmModal, EmptyCard, errorMessageOf, PageHeader } from '@festival/ui';
import type { Edition } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { clashText } from './components/ClashList';
import { ShowCard } from './components/ShowCard';
import { ShowFormModal } from './components/ShowFormModal';
import { artistsShowsEntry } from './entry';
import { useDeleteShow, useShowChoices, useShowProgramme, type Show, type ShowChoices, type ShowClash, type ShowProgramme } from './showsApi';
import { byPlace, dayLabel, firstDay } from './showsRules';

type View = 'place' | 'time';

/** The shows of one day: by place (a column each on wide screens) or in one time line. */
function DayShows({ shows, view, timeZone, onEdit, onDelete }: { shows: Show[]; view: View; timeZone: string; onEdit: (s: Show) => void; onDelete: (s: Show) => void }) {
  const { t } = useTranslation('artists');
  if (view === 'time') {
    return (
      <Stack gap="sm" data-testid="shows-timeline">
        {shows.map((s) => (
          <ShowCard key={s.id} show={s} timeZone={timeZone} withPlace onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" data-testid="shows-by-place">
      {byPlace(shows).map((group) => (
        <section key={group.place ?? ''} aria-label={group.place ?? t('shows.noPlace')} data-testid="place-column">
          <Group gap={6} mb="xs">
            <IconMapPin size={16} aria-hidden />
            <Title order={2} size="h4" c={group.place ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
              {group.place ?? t('shows.noPlace')}
            </Title>
          </Group>
          <Stack gap="sm">
            {group.shows.map((s) => (
              <ShowCard key={s.id} show={s} timeZone={timeZone} withPlace={false} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />
            ))}
          </Stack>
        </section>
      ))}
    </SimpleGrid>
  );
}

/** What the last save warned of (the show is saved anyway). */
function SavedWarnings({ title, warnings, timeZone, onClose }: { title: string; warnings: ShowClash[]; timeZone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('artists');
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t('shows.savedWithWarnings', { title })}
      role="status"
      data-testid="saved-warnings"
      withCloseButton
      closeButtonLabel={t('shows.close')}
      onClose={onClose}
    >
      <List size="sm" spacing={2}>
        {warnings.map((w, i) => (
          <List.Item key={i}>{clashText(t, w, i18n.language, timeZone)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Programme({ edition, programme, choices }: { edition: Edition; programme: ShowProgramme; choices: ShowChoices }) {
  const { t, i18n } = useTranslation('artists');
  const [search, setSearch] = useSearchParams();
  const remove = useDeleteShow(edition.id);
  const [editing, setEditing] = useState<Show | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Show | null>(null);
  const [warned, setWarned] = useState<{ title: string; warnings: ShowClash[] } | null>(null);
  const { items, days, timeZone } = programme;
  const today = dayOf(Date.now(), timeZone);
  const day = firstDay(days, items, today, search.get('day'));
  const view: View = search.get('view') === 'time' ? 'time' : 'place';
  const counts = useMemo(() => {
    const out = new Map<string, { shows: number; clashes: number }>();
    for (const s of items) {
      const c = out.get(s.day) ?? { shows: 0, clashes: 0 };
      out.set(s.day, { shows: c.shows + 1, clashes: c.clashes + (s.clashes.length ? 1 : 0) });
    }
    return out;
  }, [items]);
  const ofDay = useMemo(() => items.filter((s) => s.day === day), [items, day]);
  const setParam = (key: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('shows.title')}
        below={t('shows.subtitle', { name: edition.name })}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('shows.newShow')}
          </Button>
        }
      />
      {warned && <SavedWarnings title={warned.title} warnings={warned.warnings} timeZone={timeZone} onClose={() => setWarned(null)} />}
      {items.length === 0 ? (
        <EmptyCard
          icon={<IconMicrophone2 size={28} />}
          title={t('shows.emptyTitle')}
          description={t('shows.emptyText')}
          action={
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('shows.newShow')}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Text size="sm" c="dimmed">
              {t('shows.summary', { shows: items.length, clashing: items.filter((s) => s.clashes.length).length })}
            </Text>
            <SegmentedControl
              value={view}
              onChange={(v) => setParam('view', v === 'time' ? 'time' : null)}
              data={[
                { value: 'place', label: t('shows.byPlace') },
                { value: 'time', label: t('shows.byTime') },
              ]}
              aria-label={t('shows.view')}
            />
          </Group>
          <Tabs value={day} onChange={(v) => v && setParam('day', v)} keepMounted={false}>
            <Tabs.List aria-label={t('shows.days')}>
              {days.map((d) => {
                const c = counts.get(d);
                return (
                  <Tabs.Tab
                    key={d}
                    value={d}
                    rightSection={
                      c ? (
                        <Badge size="sm" variant="light" color={c.clashes ? 'orange' : 'gray'} aria-label={t('shows.dayCount', { shows: c.shows })}>
                          {c.shows}
                        </Badge>
                      ) : undefined
                    }
                  >
                    {dayLabel(d, i18n.language)}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {days.map((d) => (
              <Tabs.Panel key={d} value={d} pt="md">
                {d === day && (
                  <Stack gap="sm">
                    <Title order={2} size="h3">
                      {dayLabel(d, i18n.language, true)}
                    </Title>
                    {ofDay.length === 0 ? (
                      <Text c="dimmed">{t('shows.emptyDay')}</Text>
                    ) : (
                      <DayShows shows={ofDay} view={view} timeZone={timeZone} onEdit={setEditing} onDelete={setDeleting} />
                    )}
                  </Stack>
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      )}
      <ShowFormModal
        editionId={edition.id}
        show={editing}
        day={day}
        timeZone={timeZone}
        choices={choices}
        onClose={() => setEditing(null)}
        onSaved={(saved, created) => {
          setEditing(null);
          setParam('day', saved.show.day);
          if (saved.warnings.length) {
            setWarned({ title: saved.show.title, warnings: saved.warnings });
            notifications.show({ color: 'orange', message: t('shows.savedWithWarnings', { title: saved.show.title }) });
          } else {
            setWarned(null);
            notifications.show({ color: 'green', message: t(created ? 'shows.created' : 'shows.saved', { title: saved.show.title }) });
          }
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('shows.deleteTitle', { title: deleting?.title ?? '' })}
        description={t('shows.deleteText')}
        confirmLabel={t('shows.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).then(
            () => {
              notifications.show({ color: 'green', message: t('shows.deleted', { title: deleting?.title ?? '' }) });
              setDeleting(null);
              setWarned(null);
            },
            (err: unknown) => {
              notifications.show({ color: 'red', message: errorMessageOf(err, t('shows.deleteFailed')) });
            },
          )
        }
      />
    </Stack>
  );
}

function Shows({ edition }: { edition: Edition }) {
  const programme = useShowProgramme(edition.id);
  const choices = useShowChoices(edition.id);
  return <QueryGate queries={[programme, choices]}>{() => <Programme edition={edition} programme={programme.data!} choices={choices.data!} />}</QueryGate>;
}

/** The show programme of an edition, day by day, as those who manage artists keep it. */
export default function ArtistsShowsPage() {
  return <EditionPage entry={artistsShowsEntry}>{(edition) => <Shows edition={edition} />}</EditionPage>;
}
