import { useState, type ReactNode } from 'react';
import { Button, CloseButton, Container, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { carpoolDirectionValues } from '@festival/api-client';
import { EmptyCard, ErrorPage, ErrorState, errorStatus, LoadingState, loginPathFor, PageHeader, useAuth, usePageMeta } from '@festival/ui';
import { useEdition } from '@festival/ui/editions';
import { SegmentedControl, Tabs } from '@festival/ui/later';
import { parseEditionId } from '../edition/editionRules';
import { EditionBackLink } from '../shared/EditionBackLink';
import { CARPOOL_PAGE_SIZE, useOffers, useRequests, type CarpoolDirection, type CarpoolFilter, type CarpoolOffer, type CarpoolRequest } from './carpoolApi';
import { pageCount } from './carpoolRules';
import { BookModal } from './components/BookModal';
import { MineTab } from './components/MineTab';
import { OfferCard } from './components/OfferCard';
import { RequestCard } from './components/RequestCard';
import { OfferFormModal, RequestFormModal } from './components/TripFormModal';

type Tab = 'offers' | 'requests' | 'mine';

/** The list filters: which way, which day (on the edition's clocks). */
function Filters({ direction, day, onDirection, onDay }: { direction: CarpoolDirection; day: string | null; onDirection: (d: CarpoolDirection) => void; onDay: (day: string | null) => void }) {
  const { t } = useTranslation('community');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 16rem' }}>
        <Text size="sm" fw={500} id="carpool-filter-direction">
          {t('carpool.filters.direction')}
        </Text>
        <SegmentedControl
          aria-labelledby="carpool-filter-direction"
          fullWidth
          value={direction}
          onChange={(v) => onDirection(v as CarpoolDirection)}
          data={carpoolDirectionValues.map((d) => ({ value: d, label: t(`carpool.direction.${d}`) }))}
        />
      </Stack>
      <TextInput
        style={{ flex: '1 1 10rem' }}
        type="date"
        label={t('carpool.filters.day')}
        value={day ?? ''}
        onChange={(e) => onDay(e.currentTarget.value || null)}
        rightSection={day ? <CloseButton size="sm" aria-label={t('carpool.filters.anyDay')} onClick={() => onDay(null)} /> : null}
      />
    </Group>
  );
}

function Carpool({ editionId }: { editionId: number }) {
  const { t } = useTranslation('community');
  const { t: tp } = useTranslation('public');
  const { user } = useAuth();
  const location = useLocation();
  const edition = useEdition(editionId);
  const [tab, setTab] = useState<Tab>('offers');
  const [direction, setDirection] = useState<CarpoolDirection>('TO_EVENT');
  const [day, setDay] = useState<string | null>(null);
  const [pages, setPages] = useState({ offers: 1, requests: 1 });
  const [offerForm, setOfferForm] = useState<CarpoolOffer | 'new' | null>(null);
  const [requestForm, setRequestForm] = useState<CarpoolRequest | 'new' | null>(null);
  const [booking, setBooking] = useState<CarpoolOffer | null>(null);
  const offersFilter: CarpoolFilter = { direction, day, page: pages.offers };
  const requestsFilter: CarpoolFilter = { direction, day, page: pages.requests };
  const offers = useOffers(editionId, offersFilter);
  const requests = useRequests(editionId, requestsFilter);
  const title = tp('communitySections.carpool.title');
  usePageMeta(edition.data ? `${title} · ${edition.data.name}` : title);

  if (errorStatus(edition.error) === 404 || errorStatus(offers.error) === 404) return <ErrorPage status={404} />;
  if (edition.isError) return <ErrorState error={edition.error} onRetry={() => void edition.refetch()} />;
  if (!edition.data) return <LoadingState />;
  const { timeZone, name } = edition.data;
  const formDay = day ?? (direction === 'TO_EVENT' ? edition.data.startDate : edition.data.endDate);
  const signIn = loginPathFor(`${location.pathname}${location.search}`);

  const changeFilter = (next: { direction?: CarpoolDirection; day?: string | null }) => {
    if (next.direction) setDirection(next.direction);
    if (next.day !== undefined) setDay(next.day);
    setPages({ offers: 1, requests: 1 });
  };

  const list = <T extends { id: number }>(kind: 'offers' | 'requests', query: typeof offers | typeof requests, render: (item: T) => ReactNode) => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    const data = query.data;
    if (!data.items.length) {
      return <EmptyCard title={t(`carpool.${kind}.emptyTitle`)} description={t(`carpool.${kind}.emptyText`)} />;
    }
    const total = pageCount(data.total, CARPOOL_PAGE_SIZE);
    return (
      <Stack gap="sm">
        {(data.items as unknown as T[]).map(render)}
        {total > 1 && (
          <Pagination
            total={total}
            value={pages[kind]}
            onChange={(page) => {
              setPages((p) => ({ ...p, [kind]: page }));
              window.scrollTo({ top: 0 });
            }}
            aria-label={t('carpool.pages')}
          />
        )}
      </Stack>
    );
  };

  // The page's action, in its header: offer a ride (ask for one on the requests tab), or sign in to.
  // A long label (French, German…) wraps instead of being cut on a phone.
  const wraps = { root: { height: 'auto', maxWidth: '100%' }, inner: { minHeight: 'calc(var(--button-height) - 2px)', paddingBlock: 4 }, label: { whiteSpace: 'normal' as const, lineHeight: 1.3 } };
  const newButton = (kind: 'offers' | 'requests') =>
    user ? (
      <Button key={kind} leftSection={<IconPlus size={16} />} styles={wraps} onClick={() => (kind === 'offers' ? setOfferForm('new') : setRequestForm('new'))}>
        {t(`carpool.${kind}.new`)}
      </Button>
    ) : (
      <Button key={kind} component={Link} to={signIn} variant="light" styles={wraps}>
        {t(`carpool.${kind}.signIn`)}
      </Button>
    );

  return (
    <Stack gap="lg">
      <PageHeader
        above={<EditionBackLink editionId={editionId} name={name} />}
        title={title}
        below={t('carpool.subtitle')}
        actions={newButton(tab === 'requests' ? 'requests' : 'offers')}
      />
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'offers')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="offers">{t('carpool.tabs.offers')}</Tabs.Tab>
          <Tabs.Tab value="requests">{t('carpool.tabs.requests')}</Tabs.Tab>
          <Tabs.Tab value="mine">{t('carpool.tabs.mine')}</Tabs.Tab>
        </Tabs.List>
        {(['offers', 'requests'] as const).map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <Stack gap="md">
              <Filters direction={direction} day={day} onDirection={(d) => changeFilter({ direction: d })} onDay={(d) => changeFilter({ day: d })} />
              <Text size="sm" c="dimmed" role="status">
                {kind === 'offers' ? offers.data && t('carpool.offers.count', { count: offers.data.total }) : requests.data && t('carpool.requests.count', { count: requests.data.total })}
              </Text>
              {kind === 'offers'
                ? list<CarpoolOffer>('offers', offers, (o) => (
                    <OfferCard key={o.id} editionId={editionId} editionName={name} offer={o} timeZone={timeZone} signedIn={!!user} onBook={setBooking} onEdit={setOfferForm} />
                  ))
                : list<CarpoolRequest>('requests', requests, (r) => <RequestCard key={r.id} editionId={editionId} editionName={name} request={r} timeZone={timeZone} onEdit={setRequestForm} />)}
            </Stack>
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="mine" pt="md">
          {user ? (
            <MineTab editionId={editionId} editionName={name} timeZone={timeZone} onBook={setBooking} onEditOffer={setOfferForm} onEditRequest={setRequestForm} />
          ) : (
            <EmptyCard
              title={t('carpool.mine.signInTitle')}
              description={t('carpool.mine.signInText')}
              action={
                <Button component={Link} to={signIn}>
                  {t('carpool.mine.signIn')}
                </Button>
              }
            />
          )}
        </Tabs.Panel>
      </Tabs>
      <OfferFormModal editionId={editionId} offer={offerForm} timeZone={timeZone} day={formDay} direction={direction} onClose={() => setOfferForm(null)} />
      <RequestFormModal editionId={editionId} request={requestForm} timeZone={timeZone} day={formDay} direction={direction} onClose={() => setRequestForm(null)} />
      <BookModal editionId={editionId} offer={booking} timeZone={timeZone} onClose={() => setBooking(null)} />
    </Stack>
  );
}

/** /editions/:id/carpool — the edition's carpooling: offers, requests, one's own; visitors read, signed-in users act. */
export default function CarpoolPage() {
  const { id } = useParams();
  const editionId = parseEditionId(id);
  if (editionId === null) return <ErrorPage status={404} />;
  return (
    <Container size="md" py="xl" px="md">
      <Carpool key={editionId} editionId={editionId} />
    </Container>
  );
}
