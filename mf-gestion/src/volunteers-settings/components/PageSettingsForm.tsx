import { Group, Stack, Text, TextInput } from '@mantine/core';
import { SegmentedControl, Switch, Textarea } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '@festival/ui';
import type { Edition } from '../../shared/gestionApi';
import { FormError } from '../../shared/FormError';
import { useFormSending } from '../../shared/useFormSending';
import { useUpdateVolunteerSettings, type VolunteerSettings } from '../settingsApi';
import { DESCRIPTION_MAX, pageBody, pageValues, validatePage, type PageValues } from '../settingsRules';
import { SaveSettings } from './SaveSettings';

/** Mode, open or closed, the description (Markdown), the external link and the setup / teardown dates of the public page. */
export function PageSettingsForm({ edition, settings }: { edition: Edition; settings: VolunteerSettings }) {
  const { t } = useTranslation('volunteers');
  const update = useUpdateVolunteerSettings(edition.id);
  const form = useForm<PageValues>({
    initialValues: pageValues(settings, edition.timeZone),
    validate: (values) => Object.fromEntries(Object.entries(validatePage(values, edition)).map(([field, code]) => [field, t(`settings.errors.${code}`, { max: DESCRIPTION_MAX })])),
  });
  const { error, pending, submit } = useFormSending(form, (values) => update.mutateAsync(pageBody(values, edition.timeZone)), t('settings.failed'));
  const external = form.values.volunteersMode === 'EXTERNAL';
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <UnsavedChangesGuard when={form.isDirty() && !pending} />
      <Stack gap="md">
        <FormError message={error} />
        <Stack gap={4}>
          <Text fw={500} id="volunteers-mode">
            {t('settings.page.mode')}
          </Text>
          <SegmentedControl
            aria-labelledby="volunteers-mode"
            data={[
              { value: 'INTERNAL', label: t('settings.page.internal') },
              { value: 'EXTERNAL', label: t('settings.page.external') },
            ]}
            {...form.getInputProps('volunteersMode')}
          />
        </Stack>
        <Switch label={t('settings.page.open')} description={t('settings.page.openHelp')} {...form.getInputProps('volunteersOpen', { type: 'checkbox' })} />
        {external && <TextInput label={t('settings.page.externalUrl')} type="url" required placeholder="https://" {...form.getInputProps('volunteersExternalUrl')} />}
        <Textarea
          label={t('settings.page.description')}
          description={t('settings.page.descriptionHelp')}
          autosize
          minRows={5}
          maxRows={16}
          {...form.getInputProps('volunteersDescription')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput type="datetime-local" label={t('settings.page.setupStart')} description={t('settings.page.setupStartHelp')} miw={220} {...form.getInputProps('volunteersSetupStartDate')} />
          <TextInput type="datetime-local" label={t('settings.page.teardownEnd')} description={t('settings.page.teardownEndHelp')} miw={220} {...form.getInputProps('volunteersTeardownEndDate')} />
        </Group>
        {settings.volunteersUpdatedAt && (
          <Text size="xs" c="dimmed">
            {t('settings.updatedAt', { date: new Date(settings.volunteersUpdatedAt).toLocaleString() })}
          </Text>
        )}
        <SaveSettings pending={pending} dirty={form.isDirty()} saved={update.isSuccess} />
      </Stack>
    </form>
  );
}
