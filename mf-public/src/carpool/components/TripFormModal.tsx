import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, errorMessageOf, UnsavedChangesGuard } from '@festival/ui';
import { Checkbox, Modal, NumberInput, SegmentedControl, Textarea } from '@festival/ui/later';
import { carpoolDirectionValues } from '@festival/api-client';
import type { CarpoolDirection, CarpoolOffer, CarpoolRequest } from '../carpoolApi';
import { useSaveOffer, useSaveRequest } from '../carpoolApi';
import {
  CARPOOL_LIMITS,
  CARPOOL_SEATS_MAX,
  offerErrors,
  offerValuesOf,
  requestErrors,
  requestValuesOf,
  toOfferInput,
  toRequestInput,
  type OfferValues,
  type RequestValues,
} from '../carpoolRules';

type Errors = Record<string, string>;

/** A modal form: its title, fields, the server's message when it is not about a field, save and cancel. */
function FormShell({ opened, title, onClose, onSubmit, saving, error, dirty, children }: { opened: boolean; title: string; onClose: () => void; onSubmit: () => void; saving: boolean; error: string | null; dirty: boolean; children: ReactNode }) {
  const { t } = useTranslation('community');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={false}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <UnsavedChangesGuard when={opened && dirty && !saving} />
        <Stack gap="sm">
          {children}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('carpool.form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('carpool.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The fields a trip has whoever posts it: direction, date and time on the edition's clocks, city. */
function TripFields({ values, set, errors, timeZone, cityLabel }: { values: { direction: CarpoolDirection; tripDate: string; locationCity: string }; set: (k: 'direction' | 'tripDate' | 'locationCity', v: string) => void; errors: Errors; timeZone: string; cityLabel: string }) {
  const { t } = useTranslation('community');
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="carpool-direction-label">
          {t('carpool.form.direction')}
        </Text>
        <SegmentedControl
          aria-labelledby="carpool-direction-label"
          fullWidth
          value={values.direction}
          onChange={(v) => set('direction', v)}
          data={carpoolDirectionValues.map((d) => ({ value: d, label: t(`carpool.direction.${d}`) }))}
        />
      </Stack>
      <TextInput
        type="datetime-local"
        label={t('carpool.form.tripDate')}
        description={t('carpool.form.timeZone', { zone: timeZone })}
        required
        value={values.tripDate}
        onChange={(e) => set('tripDate', e.currentTarget.value)}
        error={errors.tripDate}
      />
      <TextInput label={cityLabel} required maxLength={CARPOOL_LIMITS.city} value={values.locationCity} onChange={(e) => set('locationCity', e.currentTarget.value)} error={errors.locationCity} data-autofocus />
    </>
  );
}

/** Offering a trip (`offer` = 'new') or changing one's own offer. */
export function OfferFormModal({ editionId, offer, timeZone, day, direction, onClose }: { editionId: number; offer: CarpoolOffer | 'new' | null; timeZone: string; day: string; direction: CarpoolDirection; onClose: () => void }) {
  const { t } = useTranslation('community');
  const save = useSaveOffer(editionId);
  const [values, setValues] = useState<OfferValues>(() => offerValuesOf(null, timeZone, day, direction));
  const [initial, setInitial] = useState(values);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!offer) return;
    const start = offerValuesOf(offer === 'new' ? null : offer, timeZone, day, direction);
    setValues(start);
    setInitial(start);
    setErrors({});
    setError(null);
  }, [offer, timeZone, day, direction]);
  const set = <K extends keyof OfferValues>(key: K, value: OfferValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    const local = offerErrors(values, timeZone);
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { max: CARPOOL_SEATS_MAX })])));
    setError(null);
    if (Object.keys(local).length) return;
    save.mutate(
      { offerId: offer === 'new' || !offer ? null : offer.id, body: toOfferInput(values, timeZone) },
      { onSuccess: onClose, onError: (err) => void (applyApiErrors({ setErrors }, err) || setError(errorMessageOf(err, t('carpool.form.saveFailed')))) },
    );
  };
  return (
    <FormShell opened={offer !== null} title={offer === 'new' ? t('carpool.offers.new') : t('carpool.offers.edit')} onClose={onClose} onSubmit={submit} saving={save.isPending} error={error} dirty={JSON.stringify(values) !== JSON.stringify(initial)}>
      <TripFields values={values} set={(k, v) => set(k, v as never)} errors={errors} timeZone={timeZone} cityLabel={t('carpool.form.offerCity')} />
      <TextInput label={t('carpool.form.address')} maxLength={CARPOOL_LIMITS.address} value={values.locationAddress} onChange={(e) => set('locationAddress', e.currentTarget.value)} error={errors.locationAddress} />
      <NumberInput
        label={t('carpool.form.availableSeats')}
        required
        min={1}
        max={CARPOOL_SEATS_MAX}
        allowDecimal={false}
        value={values.availableSeats}
        onChange={(v) => set('availableSeats', typeof v === 'number' ? v : '')}
        error={errors.availableSeats}
      />
      <Textarea label={t('carpool.form.description')} autosize minRows={2} maxRows={6} maxLength={CARPOOL_LIMITS.description} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
      <TextInput type="tel" label={t('carpool.form.phone')} description={t('carpool.form.phoneOffer')} value={values.phoneNumber} onChange={(e) => set('phoneNumber', e.currentTarget.value)} error={errors.phoneNumber} />
      <Stack gap="xs">
        <Checkbox label={t('carpool.flags.smokingAllowed.label')} checked={values.smokingAllowed} onChange={(e) => set('smokingAllowed', e.currentTarget.checked)} />
        <Checkbox label={t('carpool.flags.petsAllowed.label')} checked={values.petsAllowed} onChange={(e) => set('petsAllowed', e.currentTarget.checked)} />
        <Checkbox label={t('carpool.flags.musicAllowed.label')} checked={values.musicAllowed} onChange={(e) => set('musicAllowed', e.currentTarget.checked)} />
      </Stack>
    </FormShell>
  );
}

/** Asking for a ride (`request` = 'new') or changing one's own request. */
export function RequestFormModal({ editionId, request, timeZone, day, direction, onClose }: { editionId: number; request: CarpoolRequest | 'new' | null; timeZone: string; day: string; direction: CarpoolDirection; onClose: () => void }) {
  const { t } = useTranslation('community');
  const save = useSaveRequest(editionId);
  const [values, setValues] = useState<RequestValues>(() => requestValuesOf(null, timeZone, day, direction));
  const [initial, setInitial] = useState(values);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!request) return;
    const start = requestValuesOf(request === 'new' ? null : request, timeZone, day, direction);
    setValues(start);
    setInitial(start);
    setErrors({});
    setError(null);
  }, [request, timeZone, day, direction]);
  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    const local = requestErrors(values, timeZone);
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { max: CARPOOL_SEATS_MAX })])));
    setError(null);
    if (Object.keys(local).length) return;
    save.mutate(
      { requestId: request === 'new' || !request ? null : request.id, body: toRequestInput(values, timeZone) },
      { onSuccess: onClose, onError: (err) => void (applyApiErrors({ setErrors }, err) || setError(errorMessageOf(err, t('carpool.form.saveFailed')))) },
    );
  };
  return (
    <FormShell opened={request !== null} title={request === 'new' ? t('carpool.requests.new') : t('carpool.requests.edit')} onClose={onClose} onSubmit={submit} saving={save.isPending} error={error} dirty={JSON.stringify(values) !== JSON.stringify(initial)}>
      <TripFields values={values} set={(k, v) => set(k, v as never)} errors={errors} timeZone={timeZone} cityLabel={t('carpool.form.requestCity')} />
      <NumberInput
        label={t('carpool.form.seatsNeeded')}
        required
        min={1}
        max={CARPOOL_SEATS_MAX}
        allowDecimal={false}
        value={values.seatsNeeded}
        onChange={(v) => set('seatsNeeded', typeof v === 'number' ? v : '')}
        error={errors.seatsNeeded}
      />
      <Textarea label={t('carpool.form.description')} autosize minRows={2} maxRows={6} maxLength={CARPOOL_LIMITS.description} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
      <TextInput type="tel" label={t('carpool.form.phone')} description={t('carpool.form.phoneRequest')} value={values.phoneNumber} onChange={(e) => set('phoneNumber', e.currentTarget.value)} error={errors.phoneNumber} />
    </FormShell>
  );
}
