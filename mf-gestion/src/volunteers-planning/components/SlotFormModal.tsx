import { useEffect, useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Modal, NumberInput, Select, Textarea } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, fieldErrorsOf } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import { useSaveSlot, type PlanningSlot, type PlanningTeam } from '../planningApi';
import { fromLocalInput, SLOT_NEEDED_MAX, SLOT_TITLE_MAX, slotErrors, toLocalInput, type SlotValues } from '../planningRules';

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
  const [errors, setErrors] = useState<Partial<Record<keyof SlotValues, string>>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!slot) return;
    setValues(
      slot === 'new'
        ? { teamId: defaultTeamId ?? teams[0]?.id ?? null, title: '', description: '', start: `${day}T09:00`, end: `${day}T11:00`, maxVolunteers: 2 }
        : { teamId: slot.teamId, title: slot.title, description: slot.description ?? '', start: toLocalInput(slot.start, timeZone), end: toLocalInput(slot.end, timeZone), maxVolunteers: slot.needed },
    );
    setErrors({});
    setError(null);
  }, [slot, day, defaultTeamId, teams, timeZone]);
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
    save.mutate(
      { slotId: slot === 'new' || !slot ? null : slot.id, body },
      {
        onSuccess: onClose,
        onError: (err) => {
          const fields = fieldErrorsOf(err);
          const mapped = Object.fromEntries(Object.entries(fields).map(([f, m]) => [FIELD[f] ?? f, m]));
          if (Object.keys(mapped).length) setErrors(mapped);
          else setError(errorMessageOf(err, t('planning.saveFailed')));
        },
      },
    );
  };
  return (
    <Modal opened={slot !== null} onClose={onClose} title={slot === 'new' ? t('planning.newSlot') : t('planning.editSlot')} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <FormError message={error} />
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('planning.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('planning.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
