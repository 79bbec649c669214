import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPin, IconMessageCircle, IconPencil, IconPhone, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ConfirmModal, errorMessageOf, loginPathFor } from '@festival/ui';
import { Collapse } from '@festival/ui/later';
import { useBookingAction, useDeleteOffer, type CarpoolOffer } from '../carpoolApi';
import { bookingChoice, telHref } from '../carpoolRules';
import { DriverBookings } from './DriverBookings';
import { TripComments } from './TripComments';
import { TripFlags } from './TripFlags';
import { TripHeader } from './TripHeader';

/**
 * A driver's offer: where and when (the meeting point's street for signed-in users, a sign-in link
 * for visitors), free seats, the driver, flags, the phone number when the API gives it (to the
 * driver and accepted passengers), what the reader may do (book, cancel their
 * booking; the driver: the asks, edit, delete; the team: delete), and its comments.
 */
export function OfferCard({
  editionId,
  editionName,
  offer,
  timeZone,
  signedIn,
  onBook,
  onEdit,
  openBookings = false,
}: {
  editionId: number;
  editionName: string;
  offer: CarpoolOffer;
  timeZone: string;
  signedIn: boolean;
  onBook: (offer: CarpoolOffer) => void;
  onEdit: (offer: CarpoolOffer) => void;
  openBookings?: boolean;
}) {
  const { t } = useTranslation('community');
  const location = useLocation();
  const [comments, setComments] = useState(false);
  const [bookings, setBookings] = useState(openBookings);
  const [confirm, setConfirm] = useState<'delete' | 'cancel' | null>(null);
  const remove = useDeleteOffer(editionId);
  const act = useBookingAction(editionId);
  const choice = bookingChoice(offer, signedIn);
  const headingId = `offer-${offer.id}`;

  const full = offer.freeSeats === 0;
  const seatsBadge = (
    <Badge color={full ? 'gray' : 'teal'} variant="light" size="lg">
      {full ? t('carpool.full') : t('carpool.seatsOf', { free: offer.freeSeats, total: offer.availableSeats })}
    </Badge>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={headingId} data-testid="carpool-offer">
      <Stack gap="sm">
        <TripHeader direction={offer.direction} city={offer.locationCity} tripDate={offer.tripDate} timeZone={timeZone} edition={editionName} person={offer.driver} personLabel={t('carpool.driver')} badge={seatsBadge} headingId={headingId} />
        {offer.locationAddress && (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span size="sm" c="dimmed">
                {t('carpool.meetingPoint')}{' '}
              </Text>
              {offer.locationAddress}
            </Text>
          </Group>
        )}
        {offer.addressHidden && (
          <Group gap={4} wrap="nowrap" data-testid="carpool-address-hint">
            <IconMapPin size={16} aria-hidden />
            <Anchor component={Link} to={loginPathFor(`${location.pathname}${location.search}`)} size="sm">
              {t('carpool.addressSignIn')}
            </Anchor>
          </Group>
        )}
        <TripFlags offer={offer} />
        {offer.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {offer.description}
          </Text>
        )}
        {offer.phoneNumber && (
          <Group gap={4} wrap="nowrap">
            <IconPhone size={16} aria-hidden />
            <Anchor href={telHref(offer.phoneNumber)} size="sm">
              {offer.phoneNumber}
            </Anchor>
          </Group>
        )}

        <Group gap="xs" wrap="wrap">
          {choice === 'book' && <Button onClick={() => onBook(offer)}>{t('carpool.book.action')}</Button>}
          {choice === 'signIn' && (
            <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}`)} variant="light">
              {t('carpool.book.signIn')}
            </Button>
          )}
          {choice === 'full' && <Text size="sm" c="dimmed">{t('carpool.book.full')}</Text>}
          {(choice === 'pending' || choice === 'accepted') && (
            <>
              <Badge color={choice === 'accepted' ? 'green' : 'yellow'} variant="light">
                {t(`carpool.mine.booking.${choice}`, { count: offer.myBooking!.seats })}
              </Badge>
              <Button size="xs" variant="default" onClick={() => setConfirm('cancel')}>
                {t('carpool.book.cancel')}
              </Button>
            </>
          )}
          {choice === 'passenger' && (
            <Badge color="green" variant="light">
              {t('carpool.mine.added')}
            </Badge>
          )}
          {choice === 'driver' && (
            <>
              <Button size="xs" variant="light" leftSection={<IconUsers size={16} />} onClick={() => setBookings((v) => !v)} aria-expanded={bookings}>
                {t('carpool.bookings.toggle', { count: offer.pendingBookings })}
              </Button>
              <Button size="xs" variant="default" leftSection={<IconPencil size={16} />} onClick={() => onEdit(offer)}>
                {t('carpool.edit')}
              </Button>
            </>
          )}
          {offer.canDelete && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirm('delete')}>
              {t('carpool.delete')}
            </Button>
          )}
          <Button size="xs" variant="subtle" leftSection={<IconMessageCircle size={16} />} onClick={() => setComments((v) => !v)} aria-expanded={comments}>
            {t('carpool.comments', { count: offer.commentCount })}
          </Button>
        </Group>

        {choice === 'driver' && (
          <Collapse in={bookings}>{bookings && <DriverBookings editionId={editionId} offerId={offer.id} />}</Collapse>
        )}
        <Collapse in={comments}>{comments && <TripComments editionId={editionId} kind="offers" id={offer.id} timeZone={timeZone} label={t('carpool.commentsOn', { city: offer.locationCity })} />}</Collapse>
      </Stack>

      <ConfirmModal
        opened={confirm === 'delete'}
        onClose={() => setConfirm(null)}
        title={t('carpool.offers.deleteTitle')}
        description={t('carpool.offers.deleteText')}
        confirmLabel={t('carpool.delete')}
        loading={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(offer.id);
            setConfirm(null);
            notifications.show({ color: 'green', message: t('carpool.offers.deleted') });
          } catch (err) {
            notifications.show({ color: 'red', message: errorMessageOf(err, t('carpool.deleteFailed')) });
          }
        }}
      />
      <ConfirmModal
        opened={confirm === 'cancel'}
        onClose={() => setConfirm(null)}
        title={t('carpool.book.cancelTitle')}
        description={t('carpool.book.cancelText')}
        confirmLabel={t('carpool.book.cancel')}
        loading={act.isPending}
        onConfirm={async () => {
          try {
            await act.mutateAsync({ offerId: offer.id, bookingId: offer.myBooking!.id, action: 'cancel' });
            setConfirm(null);
            notifications.show({ color: 'green', message: t('carpool.book.cancelled') });
          } catch (err) {
            notifications.show({ color: 'red', message: errorMessageOf(err, t('carpool.bookings.failed')) });
          }
        }}
      />
    </Paper>
  );
}
