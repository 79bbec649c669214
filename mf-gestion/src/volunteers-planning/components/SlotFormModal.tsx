import { useEffect, useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { NumberInput, Select, Textarea } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { fromLocalInput, toLocalInput } from '@festival/i18n/zoned';
import { FormModal, useFormModalErrors } from '../../shared/FormModal';
import { useSaveSlot, type PlanningSlot, type PlanningTeam } from '../planningApi';
import { SLOT_NEEDED_MAX, SLOT_TITLE_MAX, slotErrors, type SlotValues } from '../planningRules';

/** The server's field names → the form's. */
const FIELD: Record<string, keyof SlotValues> = { teamId: 'teamId', title: 'title', description: 'description', startDateTime: 'start', endDateTime: 'end', maxVolunteers: 'maxVolunteers' };

/** Creates a slot (`slot` = 'new', on `day`) or edits one. */
export function SlotFormModal({
  editionId,
  slot,
  day,
  teams,
  defaultTeamId,
  timeZone,
  onClose,
}: {
  editionId: number;
  slot: PlanningSlot | 'new' | null;
  day: string;
  teams: readonly PlanningTeam[];
  defaultTeamId: number | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('volunteers');
  const save = useSaveSlot(editionId);
  const [values, setValues] = useState<SlotValues>({ teamId: null, title: '', description: '', start: '', end: '', maxVolunteers: 1 });
  const { errors, error, setErrors, clear, onSaveError } = useFormModalErrors<keyof SlotValues>(t('planning.saveFailed'), (f) => FIELD[f] ?? f);
  useEffect(() => {
    if (!slot) return;
    setValues(
      slot === 'new'
        ? { teamId: defaultTeamId ?? teams[0]?.id ?? null, title: '', description: '', start: `${day}T09:00`, end: `${day}T11:00`, maxVolunteers: 2 }
        : { teamId: slot.teamId, title: slot.title, description: slot.description ?? '', start: toLocalInput(slot.start, timeZone), end: toLocalInput(slot.end, timeZone), maxVolunteers: slot.needed },
    );
    clear();
  }, [slot, day, defaultTeamId, teams, timeZone, clear]);
  const set = <K extends keyof SlotValues>(key: K, value: SlotValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    const local = slotErrors(values, timeZone);
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { max: f === 'title' ? SLOT_TITLE_MAX : SLOT_NEEDED_MAX })])));
    if (Object.keys(local).length) return;
    const body = {
      teamId: values.teamId!,
      title: values.title.trim(),
      description: values.description.trim() || null,
      startDateTime: fromLocalInput(values.start, timeZone)!,
      endDateTime: fromLocalInput(values.end, timeZone)!,
      maxVolunteers: values.maxVolunteers as number,
    };
    save.mutate({ slotId: slot === 'new' || !slot ? null : slot.id, body }, { onSuccess: onClose, onError: onSaveError });
  };
  return (
    <FormModal
      opened={slot !== null}
      onClose={onClose}
      title={slot === 'new' ? t('planning.newSlot') : t('planning.editSlot')}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      cancelLabel={t('planning.cancel')}
      saveLabel={t('planning.save')}
    >
      <Select
        label={t('planning.form.team')}
        data={teams.map((team) => ({ value: String(team.id), label: team.name }))}
        value={values.teamId ? String(values.teamId) : null}
        onChange={(v) => set('teamId', v ? Number(v) : null)}
        error={errors.teamId}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput label={t('planning.form.title')} required maxLength={SLOT_TITLE_MAX} value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} data-autofocus />
      <Textarea label={t('planning.form.description')} autosize minRows={2} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
      <Group grow align="flex-start">
        <TextInput type="datetime-local" label={t('planning.form.start')} required value={values.start} onChange={(e) => set('start', e.currentTarget.value)} error={errors.start} />
        <TextInput type="datetime-local" label={t('planning.form.end')} required value={values.end} onChange={(e) => set('end', e.currentTarget.value)} error={errors.end} />
      </Group>
      <NumberInput
        label={t('planning.form.needed')}
        min={1}
        max={SLOT_NEEDED_MAX}
        allowDecimal={false}
        value={values.maxVolunteers}
        onChange={(v) => set('maxVolunteers', typeof v === 'number' ? v : '')}
        error={errors.maxVolunteers}
      />
    </FormModal>
  );
}
