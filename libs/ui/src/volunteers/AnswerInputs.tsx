import { useId, type ReactNode } from 'react';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { allergySeverityValues, dietaryPreferenceValues, volunteerTimePreferenceValues } from '@festival/api-client';
import { fieldBounds } from '@festival/api-client/bounds';
import { Checkbox, MultiSelect, Select, Textarea } from '@festival/ui/later';
import type { AnswerField, AnswerValues } from './answers';

type Form = UseFormReturnType<AnswerValues>;

/** What the inputs need of a form holding the answers (the public form's values extend them). */
export interface AnswerForm {
  values: AnswerValues;
  errors: Form['errors'];
  getInputProps: (path: keyof AnswerValues, options?: Parameters<Form['getInputProps']>[1]) => ReturnType<Form['getInputProps']>;
}

export interface AnswerInputsProps {
  form: AnswerForm;
  /** Whether an answer shows (its question is asked, see `isAsked`). */
  shown: (field: AnswerField) => boolean;
  /** The teams one may prefer; a preference for a team not listed (deleted since) shows by its number. */
  teams: readonly { id: number; name: string }[];
  /** Bounds of the arrival and departure inputs (local date-times). */
  min?: string;
  max?: string;
  /** Help texts under the inputs, each form's own. */
  help?: { departure?: ReactNode; severity?: ReactNode; teams?: ReactNode };
}

/** The server's bounds of an answer (the application's and the organisers' correction share them). */
const MAX = fieldBounds.ApplyDto;

const YES_NO = [
  ['hasExperience', 'experienceDetails', MAX.experienceDetails.maxLength],
  ['hasVehicle', 'vehicleDetails', MAX.vehicleDetails.maxLength],
  ['hasPets', 'petsDetails', MAX.petsDetails.maxLength],
  ['hasMinors', 'minorsDetails', MAX.minorsDetails.maxLength],
] as const;

/**
 * The inputs of a volunteer application's answers, in the form's order after the motivation:
 * availability, arrival and departure, diet, allergies, emergency contact, time and team
 * preferences, skills, the yes/no questions with their details, companion and avoid list.
 */
export function AnswerInputs({ form, shown, teams, min, max, help }: AnswerInputsProps) {
  const { t } = useTranslation('volunteers');
  const availabilityId = useId();
  const teamData = teams.map((team) => ({ value: String(team.id), label: team.name }));
  for (const id of form.values.teamPreferences) if (!teamData.some((x) => x.value === id)) teamData.push({ value: id, label: `#${id}` });
  return (
    <>
      <Stack gap={4} role="group" aria-labelledby={availabilityId}>
        <Text fw={500} size="sm" id={availabilityId}>
          {t('common.fields.availability')} <span aria-hidden>*</span>
        </Text>
        {shown('setupAvailability') && <Checkbox label={t('common.fields.setupAvailability')} {...form.getInputProps('setupAvailability', { type: 'checkbox' })} />}
        <Checkbox label={t('common.fields.eventAvailability')} {...form.getInputProps('eventAvailability', { type: 'checkbox' })} />
        {shown('teardownAvailability') && <Checkbox label={t('common.fields.teardownAvailability')} {...form.getInputProps('teardownAvailability', { type: 'checkbox' })} />}
        {form.errors.availability && (
          <Text c="red" size="sm" role="alert">
            {form.errors.availability}
          </Text>
        )}
      </Stack>
      <Group grow align="flex-start" wrap="wrap" gap="sm">
        <TextInput type="datetime-local" label={t('common.fields.arrivalDateTime')} required min={min} max={max} miw={200} {...form.getInputProps('arrivalDateTime')} />
        <TextInput type="datetime-local" label={t('common.fields.departureDateTime')} description={help?.departure} min={min} max={max} miw={200} {...form.getInputProps('departureDateTime')} />
      </Group>

      {shown('dietaryPreference') && (
        <Select
          label={t('common.fields.dietaryPreference')}
          data={dietaryPreferenceValues.map((v) => ({ value: v, label: t(`common.diet.${v}`) }))}
          clearable
          {...form.getInputProps('dietaryPreference')}
        />
      )}
      {shown('allergies') && (
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput label={t('common.fields.allergies')} maxLength={MAX.allergies.maxLength} miw={200} {...form.getInputProps('allergies')} />
          <Select
            label={t('common.fields.allergySeverity')}
            description={help?.severity}
            data={allergySeverityValues.map((v) => ({ value: v, label: t(`common.severity.${v}`) }))}
            clearable
            required={!!form.values.allergies.trim()}
            miw={160}
            {...form.getInputProps('allergySeverity')}
          />
        </Group>
      )}
      {shown('emergencyContactName') && (
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput label={t('common.fields.emergencyContactName')} required maxLength={MAX.emergencyContactName.maxLength} miw={200} {...form.getInputProps('emergencyContactName')} />
          <TextInput label={t('common.fields.emergencyContactPhone')} required type="tel" maxLength={MAX.emergencyContactPhone.maxLength} miw={160} {...form.getInputProps('emergencyContactPhone')} />
        </Group>
      )}
      {shown('timePreferences') && (
        <Checkbox.Group label={t('common.fields.timePreferences')} {...form.getInputProps('timePreferences')}>
          <Group gap="md" mt={4}>
            {volunteerTimePreferenceValues.map((v) => (
              <Checkbox key={v} value={v} label={t(`common.time.${v}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {shown('teamPreferences') && teamData.length > 0 && (
        <MultiSelect label={t('common.fields.teamPreferences')} description={help?.teams} data={teamData} searchable clearable {...form.getInputProps('teamPreferences')} />
      )}
      {shown('skills') && <Textarea label={t('common.fields.skills')} autosize minRows={2} maxLength={MAX.skills.maxLength} {...form.getInputProps('skills')} />}
      {YES_NO.map(
        ([flag, details, length]) =>
          shown(flag) && (
            <Stack gap="xs" key={flag}>
              <Checkbox label={t(`common.fields.${flag}`)} {...form.getInputProps(flag, { type: 'checkbox' })} />
              {form.values[flag] && <Textarea label={t(`common.fields.${details}`)} autosize minRows={2} maxLength={length} {...form.getInputProps(details)} />}
            </Stack>
          ),
      )}
      {shown('companionName') && <TextInput label={t('common.fields.companionName')} maxLength={MAX.companionName.maxLength} {...form.getInputProps('companionName')} />}
      {shown('avoidList') && <Textarea label={t('common.fields.avoidList')} autosize minRows={2} maxLength={MAX.avoidList.maxLength} {...form.getInputProps('avoidList')} />}
    </>
  );
}
