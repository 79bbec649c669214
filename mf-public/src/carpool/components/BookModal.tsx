import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '@festival/i18n/zoned';
import { applyApiErrors, errorMessageOf } from '@festival/ui';
import { Modal, NumberInput, Select, Textarea } from '@festival/ui/later';
import { useAskBooking, useMine, type CarpoolOffer } from '../carpoolApi';
import { askErrors, CARPOOL_LIMITS, requestsFor, toBookingAsk } from '../carpoolRules';

/** "Book seats": how many (up to the free seats), a word to the driver, and optionally which of one's requests it answers. */
export function BookModal({ editionId, offer, timeZone, onClose }: { editionId: number; offer: CarpoolOffer | null; timeZone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('community');
  const ask = useAskBooking(editionId);
  const mine = useMine(editionId);
  const [seats, setSeats] = useState<number | ''>(1);
  const [message, setMessage] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setSeats(1);
    setMessage('');
    setRequestId(null);
    setErrors({});
    setError(null);
  }, [offer]);
  // The dialog stays mounted (empty before the first ask, with the last offer while it closes): Mantine
  // notes the button that opened it only when it opens from closed, and hands the focus back to it.
  const last = useRef<CarpoolOffer | null>(null);
  if (offer) last.current = offer;
  const shown = offer ?? last.current;
  if (!shown) return <Modal opened={false} onClose={onClose} title={t('carpool.book.title')} />;
  const ownRequests = requestsFor(mine.data?.requests ?? [], shown.direction);
  const submit = () => {
    const local = askErrors(seats, message, shown.freeSeats);
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { count: shown.freeSeats, max: shown.freeSeats })])));
    setError(null);
    if (Object.keys(local).length) return;
    ask.mutate(
      { offerId: shown.id, body: toBookingAsk(seats as number, message, requestId ? Number(requestId) : null) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('carpool.book.sent') });
          onClose();
        },
        onError: (err) => void (applyApiErrors({ setErrors }, err) || setError(errorMessageOf(err, t('carpool.book.failed')))),
      },
    );
  };
  return (
    <Modal opened={offer !== null} onClose={onClose} title={t('carpool.book.title')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('carpool.book.intro', { driver: shown.driver.pseudo, city: shown.locationCity, when: formatInZone(shown.tripDate, i18n.language, timeZone, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }) })}</Text>
          <NumberInput
            label={t('carpool.book.seats')}
            description={t('carpool.freeSeats', { count: shown.freeSeats })}
            required
            min={1}
            max={shown.freeSeats}
            allowDecimal={false}
            value={seats}
            onChange={(v) => setSeats(typeof v === 'number' ? v : '')}
            error={errors.seats}
            data-autofocus
          />
          <Textarea label={t('carpool.book.message')} autosize minRows={2} maxRows={6} maxLength={CARPOOL_LIMITS.message} value={message} onChange={(e) => setMessage(e.currentTarget.value)} error={errors.message} />
          {ownRequests.length > 0 && (
            <Select
              label={t('carpool.book.fromRequest')}
              placeholder={t('carpool.book.noRequest')}
              clearable
              data={ownRequests.map((r) => ({ value: String(r.id), label: `${r.locationCity} · ${formatInZone(r.tripDate, i18n.language, timeZone, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}` }))}
              value={requestId}
              onChange={setRequestId}
              error={errors.requestId}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('carpool.form.cancel')}
            </Button>
            <Button type="submit" loading={ask.isPending}>
              {t('carpool.book.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
