import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Checkbox, MultiSelect, Select, Textarea } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allergySeverityValues, dietaryPreferenceValues, volunteerTimePreferenceValues } from '@festival/api-client';
import { applyApiErrors, errorMessageOf, toLocalInput, UnsavedChangesGuard } from '@festival/ui';
import { useApply, type VolunteerInfo } from '../volunteersApi';
import { EMPTY_APPLICATION, isAsked, toApplyBody, validateApplication, type AnswerField, type ApplicationFormValues } from '../volunteersRules';

/** The application form: only the answers the server asks, checked like the server does; the server's messages land on the fields. */
export function ApplicationForm({ editionId, info }: { editionId: number; info: VolunteerInfo }) {
  const { t } = useTranslation('volunteers');
  const apply = useApply(editionId);
  const [error, setError] = useState<string | null>(null);
  const askedFields = info.askedFields;
  const missing = info.missingProfile;
  const form = useForm<ApplicationFormValues>({
    initialValues: EMPTY_APPLICATION,
    validate: (values) =>
      Object.fromEntries(Object.entries(validateApplication(values, askedFields, info.period, missing)).map(([field, code]) => [field, t(`form.errors.${code}`)])),
  });
  const asked = (field: AnswerField) => isAsked(field, askedFields, form.values);
  const submit = async (values: ApplicationFormValues) => {
    setError(null);
    try {
      await apply.mutateAsync(toApplyBody(values, askedFields, missing));
      form.resetDirty(values);
    } catch (err) {
      if (applyApiErrors(form, err)) setError(t('form.fixFields'));
      else setError(errorMessageOf(err, t('form.failed')));
    }
  };
  const min = toLocalInput(info.period.start);
  const max = toLocalInput(info.period.end);
  const yesNoDetails = (flag: 'hasPets' | 'hasMinors' | 'hasVehicle' | 'hasExperience', details: 'petsDetails' | 'minorsDetails' | 'vehicleDetails' | 'experienceDetails') =>
    asked(flag) && (
      <Stack gap="xs">
        <Checkbox label={t(`common.fields.${flag}`)} {...form.getInputProps(flag, { type: 'checkbox' })} />
        {form.values[flag] && <Textarea label={t(`common.fields.${details}`)} autosize minRows={2} maxLength={flag === 'hasExperience' ? 2000 : 500} {...form.getInputProps(details)} />}
      </Stack>
    );

  return (
    <Card withBorder radius="md" padding="lg">
      <form noValidate onSubmit={form.onSubmit(submit)} aria-labelledby="volunteer-form-title">
        <UnsavedChangesGuard when={form.isDirty() && !apply.isPending} />
        <Stack gap="md">
          <Title order={2} size="h3" id="volunteer-form-title">
            {t('form.title')}
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {(missing?.phone || missing?.nom || missing?.prenom) && (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('form.profileHelp')}
              </Text>
              {missing.prenom && <TextInput label={t('common.fields.prenom')} required autoComplete="given-name" maxLength={100} {...form.getInputProps('prenom')} />}
              {missing.nom && <TextInput label={t('common.fields.nom')} required autoComplete="family-name" maxLength={100} {...form.getInputProps('nom')} />}
              {missing.phone && <TextInput label={t('common.fields.phone')} required type="tel" autoComplete="tel" maxLength={30} {...form.getInputProps('phone')} />}
            </Stack>
          )}
          <Textarea label={t('common.fields.motivation')} autosize minRows={3} maxLength={2000} {...form.getInputProps('motivation')} />

          <Stack gap={4} role="group" aria-labelledby="volunteer-availability">
            <Text fw={500} id="volunteer-availability">
              {t('common.fields.availability')} <span aria-hidden>*</span>
            </Text>
            {asked('setupAvailability') && <Checkbox label={t('common.fields.setupAvailability')} {...form.getInputProps('setupAvailability', { type: 'checkbox' })} />}
            <Checkbox label={t('common.fields.eventAvailability')} {...form.getInputProps('eventAvailability', { type: 'checkbox' })} />
            {asked('teardownAvailability') && <Checkbox label={t('common.fields.teardownAvailability')} {...form.getInputProps('teardownAvailability', { type: 'checkbox' })} />}
            {form.errors.availability && (
              <Text c="red" size="sm" role="alert">
                {form.errors.availability}
              </Text>
            )}
          </Stack>
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              type="datetime-local"
              label={t('common.fields.arrivalDateTime')}
              required
              min={min}
              max={max}
              miw={220}
              {...form.getInputProps('arrivalDateTime')}
            />
            <TextInput
              type="datetime-local"
              label={t('common.fields.departureDateTime')}
              description={t('form.departureHelp')}
              min={min}
              max={max}
              miw={220}
              {...form.getInputProps('departureDateTime')}
            />
          </Group>

          {asked('dietaryPreference') && (
            <Select
              label={t('common.fields.dietaryPreference')}
              data={dietaryPreferenceValues.map((v) => ({ value: v, label: t(`common.diet.${v}`) }))}
              clearable
              {...form.getInputProps('dietaryPreference')}
            />
          )}
          {asked('allergies') && (
            <Group grow align="flex-start" wrap="wrap" gap="sm">
              <TextInput label={t('common.fields.allergies')} maxLength={1000} miw={220} {...form.getInputProps('allergies')} />
              <Select
                label={t('common.fields.allergySeverity')}
                data={allergySeverityValues.map((v) => ({ value: v, label: t(`common.severity.${v}`) }))}
                clearable
                miw={180}
                {...form.getInputProps('allergySeverity')}
              />
            </Group>
          )}
          {asked('emergencyContactName') && (
            <Group grow align="flex-start" wrap="wrap" gap="sm">
              <TextInput label={t('common.fields.emergencyContactName')} required maxLength={200} miw={220} {...form.getInputProps('emergencyContactName')} />
              <TextInput label={t('common.fields.emergencyContactPhone')} required type="tel" maxLength={30} miw={180} {...form.getInputProps('emergencyContactPhone')} />
            </Group>
          )}
          {asked('timePreferences') && (
            <Checkbox.Group label={t('common.fields.timePreferences')} {...form.getInputProps('timePreferences')}>
              <Group gap="md" mt={4}>
                {volunteerTimePreferenceValues.map((v) => (
                  <Checkbox key={v} value={v} label={t(`common.time.${v}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          {asked('teamPreferences') && info.teams.length > 0 && (
            <MultiSelect
              label={t('common.fields.teamPreferences')}
              description={t('form.teamsHelp')}
              data={info.teams.map((team) => ({ value: String(team.id), label: team.name }))}
              {...form.getInputProps('teamPreferences')}
            />
          )}
          {asked('skills') && <Textarea label={t('common.fields.skills')} autosize minRows={2} maxLength={2000} {...form.getInputProps('skills')} />}
          {yesNoDetails('hasExperience', 'experienceDetails')}
          {yesNoDetails('hasVehicle', 'vehicleDetails')}
          {yesNoDetails('hasPets', 'petsDetails')}
          {yesNoDetails('hasMinors', 'minorsDetails')}
          {asked('companionName') && <TextInput label={t('common.fields.companionName')} maxLength={200} {...form.getInputProps('companionName')} />}
          {asked('avoidList') && <Textarea label={t('common.fields.avoidList')} autosize minRows={2} maxLength={1000} {...form.getInputProps('avoidList')} />}
          <Group justify="flex-end">
            <Button type="submit" loading={apply.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
