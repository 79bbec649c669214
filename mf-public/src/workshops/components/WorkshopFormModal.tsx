import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Modal, NumberInput, Select, Textarea } from '@festival/ui/later';
import { errorMessageOf, fieldErrorsOf, UnsavedChangesGuard } from '@festival/ui';
import { useTranslation } from 'react-i18next';
import { toLocalInput, zoneCity } from '@festival/i18n/zoned';
import { useSaveWorkshop, type Workshop, type WorkshopLocation, type WorkshopSaved } from '../workshopsApi';
import {
  defaultTimes,
  emptyWorkshop,
  formFieldOf,
  valuesOfWorkshop,
  WORKSHOP_DESCRIPTION_MAX,
  WORKSHOP_LOCATION_MAX,
  WORKSHOP_PARTICIPANTS_MAX,
  WORKSHOP_TITLE_MAX,
  workshopBody,
  workshopErrors,
  type WorkshopField,
  type WorkshopValues,
} from '../workshopsRules';

/** Proposes a workshop (`workshop` = 'new', on `day`) or changes one; answers the saved workshop and its clashes. */
export function WorkshopFormModal({
  edition,
  workshop,
  day,
  timeZone,
  locations,
  onClose,
  onSaved,
}: {
  edition: { id: number; startDate: string; endDate: string; workshopLocationsFreeInput: boolean };
  workshop: Workshop | 'new' | null;
  day: string;
  timeZone: string;
  locations: readonly WorkshopLocation[];
  onClose: () => void;
  onSaved: (saved: WorkshopSaved) => void;
}) {
  const { t } = useTranslation('workshops');
  const save = useSaveWorkshop(edition.id);
  const [initial, setInitial] = useState<WorkshopValues>(emptyWorkshop());
  const [values, setValues] = useState<WorkshopValues>(emptyWorkshop());
  const [errors, setErrors] = useState<Partial<Record<WorkshopField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  // Kept while the dialog closes, so that its title and button do not change under the eye.
  const [isNew, setIsNew] = useState(true);
  useEffect(() => {
    if (!workshop) return;
    setIsNew(workshop === 'new');
    const start = workshop === 'new' ? { ...emptyWorkshop(), ...defaultTimes(day) } : valuesOfWorkshop(workshop, (iso) => toLocalInput(iso, timeZone));
    setInitial(start);
    setValues(start);
    setErrors({});
    setError(null);
  }, [workshop, day, timeZone]);
  const set = <K extends keyof WorkshopValues>(key: K, value: WorkshopValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const freeInput = edition.workshopLocationsFreeInput;

  const submit = () => {
    const local = workshopErrors(values, edition, timeZone, freeInput);
    setErrors(
      Object.fromEntries(
        Object.entries(local).map(([f, key]) => [
          f,
          t(key, { max: f === 'title' ? WORKSHOP_TITLE_MAX : f === 'description' ? WORKSHOP_DESCRIPTION_MAX : WORKSHOP_LOCATION_MAX, maxParticipants: WORKSHOP_PARTICIPANTS_MAX }),
        ]),
      ),
    );
    setError(null);
    if (Object.keys(local).length) return;
    const workshopId = workshop === 'new' || !workshop ? null : workshop.id;
    save.mutate(
      { workshopId, body: workshopBody(values, timeZone) },
      {
        onSuccess: onSaved,
        onError: (err) => {
          const fields = Object.fromEntries(Object.entries(fieldErrorsOf(err)).map(([f, message]) => [formFieldOf(f), message]));
          if (Object.keys(fields).length) setErrors(fields);
          else setError(errorMessageOf(err, t('form.saveFailed')));
        },
      },
    );
  };

  return (
    <Modal opened={workshop !== null} onClose={onClose} title={isNew ? t('form.newTitle') : t('form.editTitle')} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <UnsavedChangesGuard when={workshop !== null && dirty && !save.isPending} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t('form.title')} required maxLength={WORKSHOP_TITLE_MAX} value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} data-autofocus />
          <Textarea
            label={t('form.description')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={WORKSHOP_DESCRIPTION_MAX}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <Text size="xs" c="dimmed">
            {t('form.zone', { city: zoneCity(timeZone) })}
          </Text>
          <TextInput type="datetime-local" label={t('form.start')} required value={values.start} onChange={(e) => set('start', e.currentTarget.value)} error={errors.start} />
          <TextInput type="datetime-local" label={t('form.end')} required value={values.end} onChange={(e) => set('end', e.currentTarget.value)} error={errors.end} />
          <NumberInput
            label={t('form.maxParticipants')}
            description={t('form.maxParticipantsHint')}
            min={1}
            max={WORKSHOP_PARTICIPANTS_MAX}
            allowDecimal={false}
            value={values.maxParticipants}
            onChange={(v) => set('maxParticipants', typeof v === 'number' ? v : '')}
            error={errors.maxParticipants}
          />
          <Select
            label={t('form.location')}
            placeholder={locations.length ? t('form.locationPlaceholder') : t('form.noLocations')}
            data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
            value={values.locationId || null}
            onChange={(v) => set('locationId', v ?? '')}
            clearable
            disabled={!locations.length}
            error={errors.locationId}
            comboboxProps={{ withinPortal: true }}
          />
          {freeInput && (
            <TextInput
              label={t('form.locationText')}
              description={t('form.locationTextHint')}
              maxLength={WORKSHOP_LOCATION_MAX}
              value={values.locationText}
              onChange={(e) => set('locationText', e.currentTarget.value)}
              error={errors.locationText}
            />
          )}
          {!freeInput && errors.locationText && (
            <Text size="sm" c="red">
              {errors.locationText}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {isNew ? t('form.propose') : t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
