import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSend, IconSpeakerphone, IconTestPipe } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type Schemas } from '@festival/api-client';
import { formatDateTime, formatNumber } from '@festival/i18n';
import { applyApiErrors, ConfirmModal, DataLoader, EmptyState, errorMessageOf, useAuth, usePageMeta } from '@festival/ui';
import { AdminModeRequired } from '../common/AdminModeRequired';
import {
  ACTION_TEXT_MAX,
  ADMIN_TARGETS,
  EMPTY_FORM,
  MESSAGE_MAX,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  RECIPIENT_QUERY_MIN,
  SENT_PAGE_SIZE,
  sendBodyOf,
  TITLE_MAX,
  validateSendForm,
  type SendFormValues,
} from './adminNotificationRules';

const ADMIN_HEADER = { 'X-Admin-Mode': 'true' } as const;
const TYPE_COLORS: Record<string, string> = { SUCCESS: 'green', WARNING: 'yellow', ERROR: 'red', INFO: 'blue' };
type Recipient = Schemas['RecipientDto'];

/** Searchable user picker fed by the recipients search (≥ 2 characters). */
function RecipientPicker({ value, onChange, error }: { value: string | null; onChange: (id: string | null) => void; error?: React.ReactNode }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Recipient | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery({
    queryKey: ['admin', 'notifications', 'recipients', debounced],
    queryFn: async ({ signal }) =>
      (await api.GET('/api/admin/notifications/recipients', { params: { query: { q: debounced }, header: ADMIN_HEADER }, signal })).data!.items,
    enabled: debounced.length >= RECIPIENT_QUERY_MIN,
    placeholderData: keepPreviousData,
  });
  const label = (r: Recipient) => `${r.pseudo} — ${[r.prenom, r.nom].filter(Boolean).join(' ')} <${r.email}>`;
  const found = debounced.length >= RECIPIENT_QUERY_MIN ? (query.data ?? []) : [];
  const options = [...(picked && !found.some((r) => r.id === picked.id) ? [picked] : []), ...found];
  const nothing =
    search.trim().length < RECIPIENT_QUERY_MIN ? t('notifications.form.recipientHint') : query.isFetching ? t('notifications.form.searching') : t('notifications.form.noRecipient');
  return (
    <Select
      label={t('notifications.form.recipient')}
      placeholder={t('notifications.form.recipientPlaceholder')}
      searchable
      clearable
      required
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        setPicked(options.find((r) => String(r.id) === id) ?? null);
        onChange(id);
      }}
      data={options.map((r) => ({ value: String(r.id), label: label(r) }))}
      // The server already filtered: show every answer.
      filter={({ options: all }) => all}
      nothingFoundMessage={nothing}
      error={error}
    />
  );
}

function SendForm() {
  const { t } = useTranslation(['admin', 'notifications']);
  const queryClient = useQueryClient();
  const [confirmAll, setConfirmAll] = useState(false);
  const form = useForm<SendFormValues>({
    initialValues: EMPTY_FORM,
    validate: (values) => Object.fromEntries(Object.entries(validateSendForm(values)).map(([k, key]) => [k, t(key!)])),
  });
  const send = useMutation({
    mutationFn: async (values: SendFormValues) =>
      (await api.POST('/api/admin/notifications', { params: { header: ADMIN_HEADER }, body: sendBodyOf(values) as Schemas['AdminSendNotificationDto'] })).data!,
    onSuccess: (data, values) => {
      notifications.show({
        color: 'green',
        message: values.target === 'self' ? t('notifications.toasts.testSent') : t('notifications.toasts.sent', { count: data.recipientCount }),
      });
      form.setValues({ ...values, title: '', message: '', actionUrl: '', actionText: '' });
      form.resetDirty();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'notifications', 'sent'] });
    },
    onError: (err) => {
      applyApiErrors(form, err);
      notifications.show({ color: 'red', title: t('notifications.toasts.sendFailed'), message: errorMessageOf(err, t('notifications.toasts.tryAgain')) });
    },
  });
  const submit = form.onSubmit((values) => {
    if (values.target === 'all') setConfirmAll(true);
    else send.mutate(values);
  });
  const target = form.values.target;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="send-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="send-heading">
            {t('notifications.form.heading')}
          </Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="target-label">
              {t('notifications.form.target')}
            </Text>
            <SegmentedControl
              aria-labelledby="target-label"
              {...form.getInputProps('target')}
              data={ADMIN_TARGETS.map((value) => ({ value, label: t(`notifications.form.targets.${value}`) }))}
              fullWidth
            />
          </Stack>
          {target === 'user' && <RecipientPicker value={form.values.userId} onChange={(id) => form.setFieldValue('userId', id)} error={form.errors.userId} />}
          {target === 'all' && (
            <Text size="sm" c="orange">
              {t('notifications.form.allHint')}
            </Text>
          )}
          {target === 'self' && (
            <Text size="sm" c="dimmed">
              {t('notifications.form.selfHint')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('notifications.form.type')}
              allowDeselect={false}
              data={NOTIFICATION_TYPES.map((value) => ({ value, label: t(`notifications:types.${value}`) }))}
              {...form.getInputProps('type')}
            />
            <Select
              label={t('notifications.form.category')}
              allowDeselect={false}
              data={NOTIFICATION_CATEGORIES.map((value) => ({ value, label: t(`notifications:categories.${value}`) }))}
              {...form.getInputProps('category')}
            />
          </SimpleGrid>
          <TextInput label={t('notifications.form.title')} required maxLength={TITLE_MAX} {...form.getInputProps('title')} />
          <Textarea
            label={t('notifications.form.message')}
            required
            autosize
            minRows={3}
            maxRows={10}
            maxLength={MESSAGE_MAX}
            description={t('notifications.form.counter', { count: form.values.message.length, max: MESSAGE_MAX })}
            {...form.getInputProps('message')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('notifications.form.actionUrl')} description={t('notifications.form.actionUrlHint')} {...form.getInputProps('actionUrl')} />
            <TextInput
              label={t('notifications.form.actionText')}
              description={t('notifications.form.actionTextHint')}
              maxLength={ACTION_TEXT_MAX}
              {...form.getInputProps('actionText')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={send.isPending}
              color={target === 'all' ? 'orange' : undefined}
              leftSection={target === 'self' ? <IconTestPipe size={16} /> : target === 'all' ? <IconSpeakerphone size={16} /> : <IconSend size={16} />}
            >
              {t(`notifications.form.submit.${target}`)}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirmAll}
        onClose={() => setConfirmAll(false)}
        title={t('notifications.confirmAll.title')}
        description={t('notifications.confirmAll.description', { title: form.values.title.trim() })}
        confirmLabel={t('notifications.confirmAll.confirm')}
        cancelLabel={t('notifications.confirmAll.cancel')}
        color="orange"
        loading={send.isPending}
        onConfirm={async () => {
          try {
            await send.mutateAsync(form.values);
          } catch {
            /* toast shown by onError */
          }
          setConfirmAll(false);
        }}
      />
    </Card>
  );
}

function SentList() {
  const { t, i18n } = useTranslation(['admin', 'notifications']);
  const { adminModeActive } = useAuth();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'notifications', 'sent', page],
    queryFn: async () =>
      (
        await api.GET('/api/admin/notifications', {
          params: { query: { limit: SENT_PAGE_SIZE, offset: (page - 1) * SENT_PAGE_SIZE }, header: ADMIN_HEADER },
        })
      ).data!,
    enabled: adminModeActive,
    placeholderData: keepPreviousData,
  });
  const n = (v: number) => formatNumber(v, i18n.language);
  const recipientsOf = (item: Schemas['AdminSentNotificationDto']) => {
    if (item.target === 'all') return t('notifications.sent.toAll', { count: item.recipientCount, formatted: n(item.recipientCount) });
    if (item.target === 'self') return t('notifications.sent.toSelf');
    return item.recipient?.pseudo ?? t('notifications.sent.deletedUser');
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="sent-heading">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="sent-heading">
          {t('notifications.sent.heading')}
        </Title>
        {query.data && (
          <Text size="sm" c="dimmed">
            {t('notifications.sent.count', { count: query.data.total, formatted: n(query.data.total) })}
          </Text>
        )}
      </Group>
      <DataLoader
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Card withBorder radius="md">
            <EmptyState icon={<IconSend size={28} />} title={t('notifications.sent.emptyTitle')} description={t('notifications.sent.emptyText')} />
          </Card>
        }
      >
        {(data) => (
          <Stack>
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="sm" aria-labelledby="sent-heading">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('notifications.sent.columns.date')}</Table.Th>
                    <Table.Th>{t('notifications.sent.columns.notification')}</Table.Th>
                    <Table.Th>{t('notifications.sent.columns.recipients')}</Table.Th>
                    <Table.Th>{t('notifications.sent.columns.sender')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Text size="sm">{formatDateTime(item.createdAt, i18n.language)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={4}>
                          <Group gap={6}>
                            <Badge size="xs" variant="light" color={TYPE_COLORS[item.type] ?? 'blue'}>
                              {t(`notifications:types.${item.type}`)}
                            </Badge>
                            <Badge size="xs" variant="outline" color="gray">
                              {t(`notifications:categories.${item.category}`, { defaultValue: item.category })}
                            </Badge>
                          </Group>
                          <Text size="sm" fw={600}>
                            {item.title}
                          </Text>
                          <Text size="sm" c="dimmed" lineClamp={2}>
                            {item.message}
                          </Text>
                          {item.actionUrl && (
                            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                              {item.actionUrl}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{recipientsOf(item)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{item.sender?.pseudo ?? t('notifications.sent.deletedUser')}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.total > SENT_PAGE_SIZE && (
              <Group justify="center">
                <Pagination
                  total={Math.ceil(data.total / SENT_PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': t(`feedback.pagination.${control}`) })}
                />
              </Group>
            )}
          </Stack>
        )}
      </DataLoader>
    </Stack>
  );
}

/** /admin/notifications: send to one user, to everyone (confirmed first) or to yourself; what was sent. */
export default function AdminNotificationsPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('notifications.title'));
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/admin" size="sm">
            ← {t('dashboard.title')}
          </Anchor>
          <Title order={1}>{t('notifications.title')}</Title>
          <Text c="dimmed">{t('notifications.subtitle')}</Text>
        </div>
        <AdminModeRequired>
          <Stack gap="xl">
            <SendForm />
            <SentList />
          </Stack>
        </AdminModeRequired>
      </Stack>
    </Container>
  );
}
