import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Checkbox, Switch } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import { useFormSending } from '../../shared/useFormSending';
import { useUpdateVolunteerSettings, type VolunteerSettings } from '../settingsApi';
import { ASK_FLAGS, MAX_DAY, MIN_REST, questionsBody, questionsValues, validateQuestions, type QuestionsValues } from '../settingsRules';
import { SaveSettings } from './SaveSettings';

/** The 14 questions of the form, self sign-up and the planning's warning limits. */
export function QuestionsForm({ editionId, settings }: { editionId: number; settings: VolunteerSettings }) {
  const { t } = useTranslation('volunteers');
  const update = useUpdateVolunteerSettings(editionId);
  const form = useForm<QuestionsValues>({
    initialValues: questionsValues(settings),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateQuestions(values)).map(([field]) => [field, t('settings.errors.range', field === 'minRestMinutes' ? MIN_REST : MAX_DAY)]),
      ),
  });
  const { error, pending, submit } = useFormSending(form, (values) => update.mutateAsync(questionsBody(values)), t('settings.failed'));
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <UnsavedChangesGuard when={form.isDirty() && !pending} />
      <Stack gap="lg">
        <FormError message={error} />
        <Stack gap="xs" role="group" aria-labelledby="volunteer-questions">
          <Title order={2} size="h4" id="volunteer-questions">
            {t('settings.questions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.questions.help')}
          </Text>
          {ASK_FLAGS.map((flag) => (
            <Checkbox key={flag} label={t(`settings.questions.${flag}`)} {...form.getInputProps(flag, { type: 'checkbox' })} />
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('settings.planning.title')}
          </Title>
          <Switch label={t('settings.planning.selfSignUp')} description={t('settings.planning.selfSignUpHelp')} {...form.getInputProps('selfSignUp', { type: 'checkbox' })} />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput type="number" inputMode="numeric" label={t('settings.planning.minRest')} min={MIN_REST.min} max={MIN_REST.max} miw={200} {...form.getInputProps('minRestMinutes')} />
            <TextInput type="number" inputMode="numeric" label={t('settings.planning.maxDay')} min={MAX_DAY.min} max={MAX_DAY.max} miw={200} {...form.getInputProps('maxDayMinutes')} />
          </Group>
        </Stack>
        <SaveSettings pending={pending} dirty={form.isDirty()} saved={update.isSuccess} />
      </Stack>
    </form>
  );
}
