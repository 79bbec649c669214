import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Avatar, ConfirmModal, errorMessageOf, ErrorState, fieldErrorsOf } from '@festival/ui';
import { useAddPassenger, useBookingAction, useOfferBookings, useRemovePassenger, type CarpoolBooking, type CarpoolPassenger } from '../carpoolApi';
import { CARPOOL_LIMITS } from '../carpoolRules';

const STATUS_COLOR: Record<CarpoolBooking['status'], string> = { PENDING: 'yellow', ACCEPTED: 'green', REJECTED: 'gray', CANCELLED: 'gray' };

/**
 * The driver's view of their offer: the asks (accept or decline, after confirming, the PENDING ones; a refusal, such as
 * no seats left, is said right there), the passengers they added (remove after confirming), and
 * adding one by pseudo or e-mail.
 */
export function DriverBookings({ editionId, offerId }: { editionId: number; offerId: number }) {
  const { t } = useTranslation('community');
  const query = useOfferBookings(editionId, offerId, true);
  const act = useBookingAction(editionId);
  const add = useAddPassenger(editionId);
  const remove = useRemovePassenger(editionId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [identifier, setIdentifier] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<CarpoolPassenger | null>(null);
  // Declining asks first: the passenger is told at once, and a declined ask cannot be accepted after.
  const [toDecline, setToDecline] = useState<CarpoolBooking | null>(null);

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Text size="sm" c="dimmed" role="status">{t('carpool.loading')}</Text>;
  const { bookings, passengers, freeSeats } = query.data;

  const decide = (booking: CarpoolBooking, action: 'accept' | 'reject') => {
    setRefusal(null);
    act.mutate(
      { offerId, bookingId: booking.id, action },
      {
        onSuccess: () => {
          setToDecline(null);
          notifications.show({ color: 'green', message: t(action === 'accept' ? 'carpool.bookings.accepted' : 'carpool.bookings.rejected', { who: booking.requester.pseudo }) });
        },
        onError: (err) => {
          setToDecline(null);
          setRefusal(errorMessageOf(err, t('carpool.bookings.failed')));
        },
      },
    );
  };

  const addPassenger = () => {
    if (!identifier.trim()) return;
    setAddError(null);
    add.mutate(
      { offerId, identifier: identifier.trim() },
      {
        onSuccess: (p) => {
          setIdentifier('');
          notifications.show({ color: 'green', message: t('carpool.passengers.added', { who: p.user.pseudo }) });
        },
        onError: (err) => setAddError(fieldErrorsOf(err).identifier ?? errorMessageOf(err, t('carpool.passengers.addFailed'))),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        {t('carpool.bookings.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('carpool.freeSeats', { count: freeSeats })}
      </Text>
      {refusal && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setRefusal(null)} closeButtonLabel={t('carpool.close')}>
          {refusal}
        </Alert>
      )}
      {bookings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('carpool.bookings.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {bookings.map((b) => (
            <Paper key={b.id} component="li" withBorder radius="md" p="sm" aria-label={t('carpool.bookings.of', { who: b.requester.pseudo })}>
              <Group justify="space-between" align="flex-start" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar user={b.requester} size="sm" />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {b.requester.pseudo}
                    </Text>
                    <Text size="sm">{t('carpool.seats', { count: b.seats })}</Text>
                  </div>
                </Group>
                <Badge color={STATUS_COLOR[b.status]} variant="light">
                  {t(`carpool.status.${b.status}`)}
                </Badge>
              </Group>
              {b.message && (
                <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {b.message}
                </Text>
              )}
              {b.status === 'PENDING' && (
                <Group gap="xs" mt="xs">
                  <Button size="xs" color="green" onClick={() => decide(b, 'accept')} loading={act.isPending && act.variables?.bookingId === b.id && act.variables.action === 'accept'}>
                    {t('carpool.bookings.accept')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setToDecline(b)} loading={act.isPending && act.variables?.bookingId === b.id && act.variables.action === 'reject'}>
                    {t('carpool.bookings.reject')}
                  </Button>
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      )}

      <Title order={4} size="h5">
        {t('carpool.passengers.title')}
      </Title>
      {passengers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('carpool.passengers.none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {passengers.map((p) => (
            <Group key={p.id} component="li" justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar user={p.user} size="sm" />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {p.user.pseudo}
                </Text>
              </Group>
              <ActionIcon variant="subtle" color="red" aria-label={t('carpool.passengers.remove', { who: p.user.pseudo })} onClick={() => setToRemove(p)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          addPassenger();
        }}
      >
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 12rem' }}
            label={t('carpool.passengers.identifier')}
            maxLength={CARPOOL_LIMITS.identifier}
            value={identifier}
            onChange={(e) => {
              setIdentifier(e.currentTarget.value);
              setAddError(null);
            }}
            error={addError}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconUserPlus size={16} />} loading={add.isPending} disabled={!identifier.trim() || freeSeats < 1}>
            {t('carpool.passengers.add')}
          </Button>
        </Group>
      </form>
      <ConfirmModal
        opened={toDecline !== null}
        onClose={() => setToDecline(null)}
        title={t('carpool.bookings.rejectTitle')}
        description={toDecline ? t('carpool.bookings.rejectText', { who: toDecline.requester.pseudo }) : undefined}
        confirmLabel={t('carpool.bookings.reject')}
        loading={act.isPending}
        onConfirm={() => decide(toDecline!, 'reject')}
      />
      <ConfirmModal
        opened={toRemove !== null}
        onClose={() => setToRemove(null)}
        title={t('carpool.passengers.removeTitle')}
        description={toRemove ? t('carpool.passengers.removeText', { who: toRemove.user.pseudo }) : undefined}
        confirmLabel={t('carpool.passengers.removeConfirm')}
        loading={remove.isPending}
        onConfirm={async () => {
          if (!toRemove) return;
          try {
            await remove.mutateAsync({ offerId, passengerId: toRemove.id });
            setToRemove(null);
          } catch (err) {
            notifications.show({ color: 'red', message: errorMessageOf(err, t('carpool.passengers.removeFailed')) });
          }
        }}
      />
    </Stack>
  );
}
