import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title, Card } from '@mantine/core';
import { Accordion, NativeSelect, PasswordInput, SegmentedControl } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { helloAssoFormTypeValues } from '@festival/api-client';
import { applyApiErrors, errorMessageOf, UnsavedChangesGuard } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import { useSaveExternalTicketing, useTestConnection, type ConnectionTest, type ExternalTicketing } from '../ticketingExternalApi';
import { connectionBody, connectionErrors, connectionValues, HELLOASSO_DEFAULT_BASE_URL, MANUAL_PROVIDERS, type ConnectionValues } from '../ticketingExternalRules';

type TestOutcome = { ok: true; form: ConnectionTest['form'] } | { ok: false; message: string };

/** The provider, and HelloAsso's settings: test them (saved or not), save them. The secret is never shown: left empty, the stored one is kept. */
export function ConnectionForm({ editionId, connection }: { editionId: number; connection: ExternalTicketing }) {
  const { t } = useTranslation('ticketing');
  const save = useSaveExternalTicketing(editionId);
  const test = useTestConnection(editionId);
  const [error, setError] = useState<string | null>(null);
  const [tested, setTested] = useState<TestOutcome | null>(null);
  const stored = connection.status === 'INACTIVE' ? null : connection.helloAsso;
  const form = useForm<ConnectionValues>({
    initialValues: connectionValues(connection),
    validate: (values) => Object.fromEntries(Object.entries(connectionErrors(values, stored)).map(([field, code]) => [field, t(`external.form.errors.${code}`)])),
    onValuesChange: () => setTested(null),
  });
  const helloAsso = form.values.kind === 'HELLOASSO';

  const submit = async (values: ConnectionValues) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(connectionBody(values));
      const next = connectionValues(saved);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
    } catch (err) {
      if (!applyApiErrors(form, err)) setError(errorMessageOf(err, t('external.form.failed')));
    }
  };

  const runTest = async () => {
    setTested(null);
    if (form.validate().hasErrors) return;
    try {
      const answer = await test.mutateAsync(connectionBody(form.values));
      setTested({ ok: true, form: answer.form });
    } catch (err) {
      if (applyApiErrors(form, err)) return;
      setTested({ ok: false, message: errorMessageOf(err, t('external.test.failed')) });
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="ticketing-connection-form">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <UnsavedChangesGuard when={form.isDirty() && !save.isPending} />
        <Stack gap="md">
          <Title order={2} size="h4" id="ticketing-connection-form">
            {t('external.form.title')}
          </Title>
          <FormError message={error} />
          <Stack gap={4}>
            <Text fw={500} size="sm" id="ticketing-provider">
              {t('external.form.provider')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="ticketing-provider"
              data={[
                { value: 'HELLOASSO', label: t('external.providers.HELLOASSO') },
                { value: 'MANUAL', label: t('external.form.manual') },
              ]}
              {...form.getInputProps('kind')}
            />
          </Stack>
          {!helloAsso && (
            <>
              <Text size="sm" c="dimmed">
                {t('external.form.manualHelp')}
              </Text>
              <NativeSelect
                label={t('external.form.manualProvider')}
                data={MANUAL_PROVIDERS.map((p) => ({ value: p, label: t(`external.providers.${p}`) }))}
                {...form.getInputProps('manualProvider')}
              />
            </>
          )}
          {helloAsso && (
            <>
              <Text size="sm" c="dimmed">
                {t('external.form.helloAssoHelp')}
              </Text>
              <TextInput label={t('external.form.clientId')} required autoComplete="off" {...form.getInputProps('clientId')} />
              <PasswordInput
                label={t('external.form.clientSecret')}
                description={stored?.hasClientSecret ? t('external.form.clientSecretKept') : t('external.form.clientSecretHelp')}
                placeholder={stored?.hasClientSecret ? t('external.form.clientSecretPlaceholder') : undefined}
                required={!stored?.hasClientSecret}
                autoComplete="new-password"
                {...form.getInputProps('clientSecret')}
              />
              <TextInput label={t('external.form.organizationSlug')} description={t('external.form.organizationSlugHelp')} required {...form.getInputProps('organizationSlug')} />
              <NativeSelect
                label={t('external.form.formType')}
                data={helloAssoFormTypeValues.map((type) => ({ value: type, label: t(`external.formTypes.${type}`) }))}
                {...form.getInputProps('formType')}
              />
              <TextInput label={t('external.form.formSlug')} description={t('external.form.formSlugHelp')} required {...form.getInputProps('formSlug')} />
              <Accordion variant="contained" defaultValue={form.values.apiBaseUrl ? 'advanced' : null}>
                <Accordion.Item value="advanced">
                  <Accordion.Control>{t('external.form.advanced')}</Accordion.Control>
                  <Accordion.Panel>
                    <TextInput
                      label={t('external.form.apiBaseUrl')}
                      description={t('external.form.apiBaseUrlHelp', { url: HELLOASSO_DEFAULT_BASE_URL })}
                      placeholder={HELLOASSO_DEFAULT_BASE_URL}
                      type="url"
                      {...form.getInputProps('apiBaseUrl')}
                    />
                  </Accordion.Panel>
                </Accordion.Item>
              </Accordion>
              {tested?.ok && (
                <Alert color="green" icon={<IconCircleCheck size={18} />} role="status" title={t('external.test.okTitle')}>
                  {tested.form.title ? t('external.test.ok', { title: tested.form.title, tiers: tested.form.tiers }) : t('external.test.okUntitled', { tiers: tested.form.tiers })}
                </Alert>
              )}
              {tested && !tested.ok && (
                <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('external.test.failedTitle')}>
                  {tested.message}
                </Alert>
              )}
            </>
          )}
          <Group justify="flex-end" gap="sm">
            {helloAsso && (
              <Button variant="light" leftSection={<IconPlugConnected size={16} />} loading={test.isPending} onClick={() => void runTest()}>
                {t('external.test.button')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty() && connection.status !== 'INACTIVE' && connection.provider !== null}>
              {helloAsso && (!connection.helloAsso || connection.status === 'INACTIVE') ? t('external.form.connect') : t('external.form.save')}
            </Button>
          </Group>
          {save.isSuccess && !form.isDirty() && (
            <Text size="sm" c="green" role="status">
              {t('external.form.saved')}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}
