import { Badge, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyCard, ErrorState, LoadingState } from '@festival/ui';
import { useMine, type CarpoolOffer, type CarpoolRequest } from '../carpoolApi';
import { OfferCard } from './OfferCard';
import { RequestCard } from './RequestCard';

/** The signed-in user's own carpooling on the edition: their offers (with the asks), requests, bookings and the rides they were added to. */
export function MineTab({
  editionId,
  editionName,
  timeZone,
  onBook,
  onEditOffer,
  onEditRequest,
}: {
  editionId: number;
  editionName: string;
  timeZone: string;
  onBook: (offer: CarpoolOffer) => void;
  onEditOffer: (offer: CarpoolOffer) => void;
  onEditRequest: (request: CarpoolRequest) => void;
}) {
  const { t } = useTranslation('community');
  const mine = useMine(editionId);
  if (mine.isPending) return <LoadingState />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  const { offers, requests, bookings, rides } = mine.data;
  if (!offers.length && !requests.length && !bookings.length && !rides.length) return <EmptyCard title={t('carpool.mine.emptyTitle')} description={t('carpool.mine.emptyText')} />;
  const card = (offer: CarpoolOffer, openBookings = false) => (
    <OfferCard key={offer.id} editionId={editionId} editionName={editionName} offer={offer} timeZone={timeZone} signedIn onBook={onBook} onEdit={onEditOffer} openBookings={openBookings} />
  );
  // One card per offer booked: its latest booking says where the ask stands.
  const bookedOffers = [...new Map(bookings.map((b) => [b.offerId, b])).values()];
  return (
    <Stack gap="lg">
      {offers.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="mine-offers">
          <Title order={2} size="h4" id="mine-offers">
            {t('carpool.mine.offers')}
          </Title>
          {offers.map((o) => card(o, o.pendingBookings > 0))}
        </Stack>
      )}
      {bookedOffers.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="mine-bookings">
          <Title order={2} size="h4" id="mine-bookings">
            {t('carpool.mine.bookings')}
          </Title>
          {bookedOffers.map((b) => (
            <Stack key={b.id} gap={4}>
              <Text size="sm">
                {t('carpool.mine.bookingOf', { count: b.seats })}{' '}
                <Badge variant="light" color={b.status === 'ACCEPTED' ? 'green' : b.status === 'PENDING' ? 'yellow' : 'gray'}>
                  {t(`carpool.status.${b.status}`)}
                </Badge>
              </Text>
              {card(b.offer)}
            </Stack>
          ))}
        </Stack>
      )}
      {rides.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="mine-rides">
          <Title order={2} size="h4" id="mine-rides">
            {t('carpool.mine.rides')}
          </Title>
          {rides.map((o) => card(o))}
        </Stack>
      )}
      {requests.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="mine-requests">
          <Title order={2} size="h4" id="mine-requests">
            {t('carpool.mine.requests')}
          </Title>
          {requests.map((r) => (
            <RequestCard key={r.id} editionId={editionId} editionName={editionName} request={r} timeZone={timeZone} onEdit={onEditRequest} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
