import { useId, useRef, useState } from 'react';
import { Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChalkboard, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { dayOf, formatDay } from '@festival/i18n/zoned';
import { ConfirmModal, EmptyCard, ErrorPage, ErrorState, errorMessageOf, errorStatus, LoadingState, loginPathFor, PageHeader, useAuth, usePageMeta } from '@festival/ui';
import { useAddressFilters } from '@festival/ui/address';
import { parseEditionId } from '../edition/editionRules';
import { EditionBackLink } from '../shared/EditionBackLink';
import { CalendarFeed } from './components/CalendarFeed';
import { ClashWarnings } from './components/ClashWarnings';
import { WorkshopCard } from './components/WorkshopCard';
import { WorkshopFilters } from './components/WorkshopFilters';
import { WorkshopFormModal } from './components/WorkshopFormModal';
import { useDeleteWorkshop, useEdition, useEditionPermissions, useWorkshopLocations, useWorkshops, type Workshop, type WorkshopSaved } from './workshopsApi';
import { filtersOf, hasFilters, mayPropose, NO_FILTERS, withFilterParams, workshopsByDay } from './workshopsRules';

type Edition = NonNullable<ReturnType<typeof useEdition>['data']>;

function Workshops({ edition }: { edition: Edition }) {
  const { t, i18n } = useTranslation('workshops');
  const { t: tp } = useTranslation('public');
  const { user } = useAuth();
  const location = useLocation();
  usePageMeta(`${tp('communitySections.workshops.title')} · ${edition.name}`);
  // The day, the place and "my favourites" are in the address: a reload or a shared link shows the same workshops.
  const [filters, setFilters] = useAddressFilters(filtersOf, withFilterParams);
  const resultsId = useId();
  const list = useWorkshops(edition.id, filters);
  const locations = useWorkshopLocations(edition.id);
  const permissions = useEditionPermissions(edition.id);
  const remove = useDeleteWorkshop(edition.id);
  const [editing, setEditing] = useState<Workshop | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Workshop | null>(null);
  const [saved, setSaved] = useState<WorkshopSaved | null>(null);
  // The dialog keeps its texts while it closes.
  const shownDeleting = useRef<Workshop | null>(null);
  if (deleting) shownDeleting.current = deleting;
  const timeZone = list.data?.timeZone ?? edition.timeZone;
  const days = list.data?.days ?? [];
  const proposing = mayPropose({ workshopsEnabled: edition.workshopsEnabled, workshopProposalsOpen: edition.workshopProposalsOpen, permissions: permissions.data ?? null });
  const items = list.data?.items ?? [];
  // A visitor's "my favourites" from a shared link narrows nothing (the list asks for it signed in only).
  const filtered = hasFilters(user ? filters : { ...filters, favorites: false });
  const today = dayOf(new Date(), timeZone);
  const formDay = filters.day ?? (days.includes(today) ? today : edition.startDate);
  // "Mercredi 13 janvier", "Wednesday, January 13": a capital on the first letter only (French months take none).
  const dayTitle = (day: string) => {
    const label = formatDay(day, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
    return label.charAt(0).toLocaleUpperCase(i18n.language) + label.slice(1);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        above={<EditionBackLink editionId={edition.id} name={edition.name} />}
        title={tp('communitySections.workshops.title')}
        below={t('page.subtitle', { name: edition.name })}
        actions={
          proposing ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="propose-workshop">
              {t('page.propose')}
            </Button>
          ) : undefined
        }
      />
      {!edition.workshopsEnabled && (
        <Text size="sm" c="dimmed">
          {t('page.disabled')}
        </Text>
      )}
      {edition.workshopsEnabled && !edition.workshopProposalsOpen && (
        <Text size="sm" c="dimmed">
          {t('page.proposalsClosed')}
        </Text>
      )}
      {!user && (
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={loginPathFor(`${location.pathname}${location.search}`)}>
            {t('page.signIn')}
          </Anchor>{' '}
          {t('page.signInWhy')}
        </Text>
      )}
      {saved && saved.warnings.length > 0 && <ClashWarnings title={saved.workshop.title} clashes={saved.warnings} timeZone={timeZone} onClose={() => setSaved(null)} />}
      <WorkshopFilters days={days} locations={locations.data?.items ?? []} filters={filters} signedIn={Boolean(user)} resultsId={resultsId} onChange={setFilters} />
      <div id={resultsId}>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyCard
            icon={<IconChalkboard size={28} />}
            title={filtered ? t('page.noMatchTitle') : t('page.emptyTitle')}
            description={filtered ? t('page.noMatchText') : proposing ? t('page.emptyTextPropose') : t('page.emptyText')}
            action={
              filtered ? (
                <Button variant="light" onClick={() => setFilters(NO_FILTERS)}>
                  {t('filters.clear')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Stack gap="lg" data-testid="workshop-list">
            {workshopsByDay(items).map((group) => (
              <Stack key={group.day} gap="sm" component="section" aria-labelledby={`workshops-day-${group.day}`}>
                <Title order={2} size="h4" id={`workshops-day-${group.day}`}>
                  {dayTitle(group.day)}
                </Title>
                {group.workshops.map((workshop) => (
                  <WorkshopCard key={workshop.id} workshop={workshop} editionId={edition.id} timeZone={timeZone} onEdit={() => setEditing(workshop)} onDelete={() => setDeleting(workshop)} />
                ))}
              </Stack>
            ))}
          </Stack>
        )}
      </div>
      {user && (
        <Card withBorder radius="md" padding="md">
          <CalendarFeed editionId={edition.id} />
        </Card>
      )}
      <WorkshopFormModal
        edition={edition}
        workshop={editing}
        day={formDay}
        timeZone={timeZone}
        locations={locations.data?.items ?? []}
        onClose={() => setEditing(null)}
        onSaved={(result) => {
          setEditing(null);
          setSaved(result);
          notifications.show({ color: result.warnings.length ? 'orange' : 'green', message: result.warnings.length ? t('form.savedWithClashes') : t('form.saved') });
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('delete.title', { title: shownDeleting.current?.title ?? '' })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).then(
            () => {
              setDeleting(null);
              notifications.show({ color: 'green', message: t('delete.done') });
            },
            (err: unknown) => {
              notifications.show({ color: 'red', message: errorMessageOf(err, t('delete.failed')) });
            },
          )
        }
      />
    </Stack>
  );
}

function WorkshopsLoader({ editionId }: { editionId: number }) {
  const edition = useEdition(editionId);
  if (edition.isPending) return <LoadingState />;
  if (edition.isError) {
    if (errorStatus(edition.error) === 404) return <ErrorPage status={404} />;
    return <ErrorState error={edition.error} onRetry={() => void edition.refetch()} />;
  }
  return <Workshops edition={edition.data} />;
}

/** /editions/:id/workshops — the edition's workshops by day, with filters and stars; proposing one, the calendar feed. */
export default function WorkshopsPage() {
  const { id } = useParams();
  const editionId = parseEditionId(id);
  if (editionId === null) return <ErrorPage status={404} />;
  return (
    <Container size="lg" py="xl" px="md">
      <WorkshopsLoader key={editionId} editionId={editionId} />
    </Container>
  );
}
