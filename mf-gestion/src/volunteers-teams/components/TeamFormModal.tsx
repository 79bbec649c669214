import { useEffect, useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { Checkbox, NumberInput, Textarea } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { FormModal, useFormModalErrors } from '../../shared/FormModal';
import { useSaveTeam, type VolunteerTeam } from '../teamsApi';
import { emptyTeam, TEAM_FLAGS, TEAM_NAME_MAX, teamBody, teamErrors, type TeamValues } from '../teamsRules';

/** Creates a team (`team` = 'new') or edits one; closes once saved. */
export function TeamFormModal({ editionId, team, onClose }: { editionId: number; team: VolunteerTeam | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('volunteers');
  const save = useSaveTeam(editionId);
  const [values, setValues] = useState<TeamValues>(emptyTeam());
  const { errors, error, setErrors, clear, onSaveError } = useFormModalErrors<keyof TeamValues>(t('teams.saveFailed'));
  useEffect(() => {
    if (!team) return;
    setValues(
      team === 'new'
        ? emptyTeam()
        : { ...team, description: team.description ?? '', maxVolunteers: team.maxVolunteers ?? '' },
    );
    clear();
  }, [team, clear]);
  const set = <K extends keyof TeamValues>(key: K, value: TeamValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    const local = teamErrors(values);
    setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key, { max: TEAM_NAME_MAX })])));
    if (Object.keys(local).length) return;
    save.mutate({ teamId: team === 'new' || !team ? null : team.id, body: teamBody(values) }, { onSuccess: onClose, onError: onSaveError });
  };
  return (
    <FormModal
      opened={team !== null}
      onClose={onClose}
      title={team === 'new' ? t('teams.createTitle') : t('teams.editTitle')}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      cancelLabel={t('teams.cancel')}
      saveLabel={t('teams.save')}
    >
      <TextInput label={t('teams.name')} required maxLength={TEAM_NAME_MAX} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} data-autofocus />
      <Textarea label={t('teams.description')} autosize minRows={2} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('teams.color')}
          value={values.color}
          onChange={(e) => set('color', e.currentTarget.value)}
          error={errors.color}
          style={{ flex: 1 }}
          rightSection={
            <input
              type="color"
              aria-label={t('teams.pickColor')}
              value={/^#[0-9a-fA-F]{6}$/.test(values.color) ? values.color : '#228be6'}
              onChange={(e) => set('color', e.currentTarget.value)}
              style={{ width: 28, height: 28, border: 0, padding: 0, background: 'none', cursor: 'pointer' }}
            />
          }
        />
        <NumberInput
          label={t('teams.maxVolunteers')}
          description={t('teams.maxVolunteersHint')}
          min={1}
          allowDecimal={false}
          value={values.maxVolunteers}
          onChange={(v) => set('maxVolunteers', typeof v === 'number' ? v : '')}
          error={errors.maxVolunteers}
          style={{ flex: 1 }}
        />
      </Group>
      {TEAM_FLAGS.map((flag) => (
        <Checkbox key={flag} label={t(`teams.flags.${flag}`)} checked={values[flag]} onChange={(e) => set(flag, e.currentTarget.checked)} />
      ))}
    </FormModal>
  );
}
