import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, errorMessageOf, UnsavedChangesGuard } from '@festival/ui';
import { Checkbox, ColorSwatch, Radio, Textarea } from '@festival/ui/later';
import { FormError } from '../../shared/FormError';
import { useSendMessage } from '../messagesApi';
import { charactersLeft, composeErrors, defaultTarget, MESSAGE_MAX, MESSAGE_TITLE_MAX, sendBody, type ComposeValues, type Scope } from '../messagesRules';

export interface TeamChoice {
  id: number;
  name: string;
  color: string;
}

/** Writes a message to every accepted volunteer (managers) or to chosen teams (leaders: the teams they lead). */
export function ComposeMessageForm({ editionId, scope, teams, onSent }: { editionId: number; scope: Scope; teams: TeamChoice[]; onSent: (groupId: number) => void }) {
  const { t } = useTranslation('volunteers');
  const send = useSendMessage(editionId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ComposeValues>({
    initialValues: { title: '', message: '', target: defaultTarget(scope), teamIds: [] },
    validate: (values) => {
      const errors = composeErrors(values);
      return Object.fromEntries(
        Object.entries(errors).map(([field, code]) => [field, t(`messages.compose.errors.${code}`, { max: field === 'title' ? MESSAGE_TITLE_MAX : MESSAGE_MAX })]),
      );
    },
  });
  const left = charactersLeft(form.values.message);
  const submit = form.onSubmit((values) => {
    setError(null);
    send.mutate(sendBody(values), {
      onSuccess: (sent) => {
        notifications.show({ color: 'green', message: t('messages.compose.sentToast', { count: sent.recipientCount }) });
        form.setValues({ title: '', message: '' });
        form.resetDirty({ ...values, title: '', message: '' });
        onSent(sent.id);
      },
      onError: (err) => {
        if (!applyApiErrors(form, err)) setError(errorMessageOf(err, t('messages.compose.failed')));
      },
    });
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="compose-message-title">
      <form noValidate onSubmit={submit}>
        <UnsavedChangesGuard when={form.isDirty() && !send.isPending} />
        <Stack gap="sm">
          <Title order={2} size="h4" id="compose-message-title">
            {t('messages.compose.title')}
          </Title>
          <FormError message={error} onClose={() => setError(null)} />
          <TextInput label={t('messages.compose.titleField')} required maxLength={MESSAGE_TITLE_MAX} {...form.getInputProps('title')} />
          <div>
            <Textarea
              label={t('messages.compose.messageField')}
              description={t('messages.compose.messageHelp')}
              required
              autosize
              minRows={4}
              maxRows={12}
              aria-describedby="compose-message-counter"
              {...form.getInputProps('message')}
            />
            <Text id="compose-message-counter" size="xs" mt={4} ta="right" c={left < 0 ? 'red' : left <= 50 ? 'orange' : 'dimmed'} aria-live="polite">
              {left >= 0 ? t('messages.compose.charactersLeft', { count: left, max: MESSAGE_MAX }) : t('messages.compose.charactersOver', { count: -left, max: MESSAGE_MAX })}
            </Text>
          </div>
          <Radio.Group label={t('messages.compose.target')} {...form.getInputProps('target')}>
            <Group gap="md" mt={6}>
              {scope.all && <Radio value="ALL" label={t('messages.compose.targetAll')} />}
              <Radio value="TEAMS" label={t('messages.compose.targetTeams')} disabled={teams.length === 0} />
            </Group>
          </Radio.Group>
          {form.values.target === 'TEAMS' &&
            (teams.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('messages.compose.noTeams')}
              </Text>
            ) : (
              <Checkbox.Group label={t('messages.compose.teams')} {...form.getInputProps('teamIds')}>
                <Group gap="md" mt={6}>
                  {teams.map((team) => (
                    <Checkbox
                      key={team.id}
                      value={String(team.id)}
                      label={
                        <Group gap={6} wrap="nowrap">
                          <ColorSwatch color={team.color} size={12} aria-hidden />
                          <span>{team.name}</span>
                        </Group>
                      }
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            ))}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
              {t('messages.compose.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
