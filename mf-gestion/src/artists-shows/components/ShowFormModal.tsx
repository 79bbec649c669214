import { useEffect, useMemo, useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { Autocomplete, MultiSelect, NumberInput, Textarea } from '@festival/ui/later';
import { UnsavedChangesGuard } from '@festival/ui';
import { useTranslation } from 'react-i18next';
import { toLocalInput } from '@festival/i18n/zoned';
import { FormModal, useFormModalErrors } from '../../shared/FormModal';
import { useSaveShow, type Show, type ShowChoices, type ShowSaved } from '../showsApi';
import {
  durationLabel,
  formFieldOf,
  SHOW_DESCRIPTION_MAX,
  SHOW_DURATION_MAX,
  SHOW_LOCATION_MAX,
  SHOW_QUANTITY_MAX,
  SHOW_TITLE_MAX,
  showBody,
  showErrors,
  withItems,
  type ShowField,
  type ShowValues,
} from '../showsRules';

const EMPTY: ShowValues = { title: '', description: '', start: '', duration: 60, location: '', artistIds: [], items: [] };

function valuesOf(show: Show, timeZone: string): ShowValues {
  return {
    title: show.title,
    description: show.description ?? '',
    start: toLocalInput(show.startDateTime, timeZone),
    duration: show.duration,
    location: show.location ?? '',
    artistIds: show.artists.map((a) => String(a.id)),
    items: show.returnableItems.map((i) => ({ id: String(i.id), quantity: i.quantity })),
  };
}

/** Creates a show (`show` = 'new', on `day` at 20:00) or edits one; answers the saved show and its warnings. */
export function ShowFormModal({
  editionId,
  show,
  day,
  timeZone,
  choices,
  onClose,
  onSaved,
}: {
  editionId: number;
  show: Show | 'new' | null;
  day: string | null;
  timeZone: string;
  choices: ShowChoices;
  onClose: () => void;
  onSaved: (saved: ShowSaved, created: boolean) => void;
}) {
  const { t } = useTranslation('artists');
  const save = useSaveShow(editionId);
  const [initial, setInitial] = useState<ShowValues>(EMPTY);
  const [values, setValues] = useState<ShowValues>(EMPTY);
  const { errors, error, setErrors, clear, onSaveError } = useFormModalErrors<ShowField>(t('shows.saveFailed'), formFieldOf);
  useEffect(() => {
    if (!show) return;
    const start = show === 'new' ? { ...EMPTY, start: day ? `${day}T20:00` : '' } : valuesOf(show, timeZone);
    setInitial(start);
    setValues(start);
    clear();
  }, [show, day, timeZone, clear]);
  const set = <K extends keyof ShowValues>(key: K, value: ShowValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const artistData = useMemo(() => choices.artists.map((a) => ({ value: String(a.id), label: a.name })), [choices.artists]);
  const itemNames = useMemo(() => new Map(choices.returnableItems.map((i) => [String(i.id), i.name])), [choices.returnableItems]);
  const itemData = useMemo(() => choices.returnableItems.map((i) => ({ value: String(i.id), label: i.name })), [choices.returnableItems]);

  const submit = () => {
    const local = showErrors(values, timeZone);
    const limit: Partial<Record<ShowField, number>> = { title: SHOW_TITLE_MAX, location: SHOW_LOCATION_MAX, description: SHOW_DESCRIPTION_MAX };
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { max: limit[f as ShowField], maxDuration: SHOW_DURATION_MAX, maxQuantity: SHOW_QUANTITY_MAX })])));
    if (Object.keys(local).length) return;
    const isNew = show === 'new' || !show;
    save.mutate({ showId: isNew ? null : show.id, body: showBody(values, timeZone) }, { onSuccess: (saved) => onSaved(saved, isNew), onError: onSaveError });
  };

  return (
    <FormModal
      opened={show !== null}
      onClose={onClose}
      title={show === 'new' ? t('shows.newShow') : t('shows.editShow')}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      cancelLabel={t('shows.cancel')}
      saveLabel={t('shows.save')}
    >
      <UnsavedChangesGuard when={show !== null && dirty && !save.isPending} />
      <TextInput label={t('shows.form.title')} required maxLength={SHOW_TITLE_MAX} value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} data-autofocus />
      <Textarea label={t('shows.form.description')} autosize minRows={2} maxRows={6} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
      <TextInput
        type="datetime-local"
        label={t('shows.form.start')}
        required
        value={values.start}
        onChange={(e) => set('start', e.currentTarget.value)}
        error={errors.start}
      />
      <NumberInput
        label={t('shows.form.duration')}
        description={typeof values.duration === 'number' && values.duration > 0 ? durationLabel(values.duration) : undefined}
        required
        min={1}
        max={SHOW_DURATION_MAX}
        step={15}
        allowDecimal={false}
        value={values.duration}
        onChange={(v) => set('duration', typeof v === 'number' ? v : '')}
        error={errors.duration}
      />
      <Autocomplete
        label={t('shows.form.location')}
        description={t('shows.form.locationHint')}
        maxLength={SHOW_LOCATION_MAX}
        data={choices.locations}
        value={values.location}
        onChange={(v) => set('location', v)}
        error={errors.location}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t('shows.form.artists')}
        description={choices.artists.length ? undefined : t('shows.form.noArtists')}
        placeholder={choices.artists.length ? t('shows.form.artistsPlaceholder') : undefined}
        data={artistData}
        value={values.artistIds}
        onChange={(ids) => set('artistIds', ids)}
        searchable
        clearable
        nothingFoundMessage={t('shows.form.nothingFound')}
        error={errors.artistIds}
        disabled={!choices.artists.length && !values.artistIds.length}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t('shows.form.items')}
        description={choices.returnableItems.length ? t('shows.form.itemsHint') : t('shows.form.noItems')}
        data={itemData}
        value={values.items.map((i) => i.id)}
        onChange={(ids) => set('items', withItems(values.items, ids))}
        searchable
        clearable
        nothingFoundMessage={t('shows.form.nothingFound')}
        error={errors.items && !values.items.length ? errors.items : undefined}
        disabled={!choices.returnableItems.length && !values.items.length}
        comboboxProps={{ withinPortal: true }}
      />
      {values.items.length > 0 && (
        <Stack gap={6}>
          {values.items.map((item, index) => (
            <NumberInput
              key={item.id}
              label={t('shows.form.quantityOf', { name: itemNames.get(item.id) ?? item.id })}
              min={1}
              max={SHOW_QUANTITY_MAX}
              allowDecimal={false}
              value={item.quantity}
              onChange={(v) => set('items', values.items.map((i, k) => (k === index ? { ...i, quantity: typeof v === 'number' ? v : '' } : i)))}
              error={errors.items && (item.quantity === '' || item.quantity < 1 || item.quantity > SHOW_QUANTITY_MAX) ? errors.items : undefined}
            />
          ))}
          {errors.items && values.items.every((i) => i.quantity !== '' && i.quantity >= 1 && i.quantity <= SHOW_QUANTITY_MAX) && (
            <Text size="sm" c="red">
              {errors.items}
            </Text>
          )}
        </Stack>
      )}
    </FormModal>
  );
}
