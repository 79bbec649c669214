import { useState } from 'react';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, errorMessageOf, trimToNull } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import type { ConventionPermissions } from '../../shared/gestionApi';
import { useAddCollaborator } from '../collaboratorsApi';
import { displayName, IDENTIFIER_MAX, noRights, TITLE_MAX, type Rights } from '../collaboratorsRules';
import { RightsFields } from './RightsFields';

interface AddValues {
  identifier: string;
  title: string;
  rights: Rights;
}

/** Adds a member by e-mail or pseudo, with a title and the rights the current user may grant. */
export function AddCollaboratorForm({ conventionId, mine }: { conventionId: number; mine: ConventionPermissions }) {
  const { t } = useTranslation('gestion');
  const add = useAddCollaborator(conventionId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AddValues>({
    initialValues: { identifier: '', title: '', rights: noRights() },
    validate: {
      identifier: (v) =>
        !v.trim() ? t('conventionForm.errors.required') : v.trim().length > IDENTIFIER_MAX ? t('conventionForm.errors.tooLong', { max: IDENTIFIER_MAX }) : null,
      title: (v) => (v.trim().length > TITLE_MAX ? t('conventionForm.errors.tooLong', { max: TITLE_MAX }) : null),
    },
  });
  const submit = form.onSubmit((values) => {
    setError(null);
    add.mutate(
      { identifier: values.identifier.trim(), title: trimToNull(values.title), rights: values.rights },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: t('collaborators.addedToast', { name: displayName(created.user) }) });
          form.reset();
        },
        onError: (err) => {
          if (!applyApiErrors(form, err)) setError(errorMessageOf(err, t('collaborators.addFailed')));
        },
      },
    );
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="add-collaborator-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-collaborator-title">
            {t('collaborators.addTitle')}
          </Title>
          <FormError message={error} onClose={() => setError(null)} />
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              label={t('collaborators.identifier')}
              description={t('collaborators.identifierHelp')}
              required
              autoComplete="off"
              miw={220}
              {...form.getInputProps('identifier')}
            />
            <TextInput
              label={t('collaborators.titleField')}
              description={t('collaborators.titleHelp')}
              maxLength={TITLE_MAX}
              miw={220}
              {...form.getInputProps('title')}
            />
          </Group>
          <RightsFields value={form.values.rights} onChange={(rights) => form.setFieldValue('rights', rights)} mine={mine} />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconUserPlus size={16} />} loading={add.isPending}>
              {t('collaborators.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
