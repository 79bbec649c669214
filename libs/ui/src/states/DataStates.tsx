import type { ReactNode } from 'react';
import { Alert, Button, Card, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('components');
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {label ?? t('states.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ title, description, icon, action }: { title: string; description?: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          {icon ?? <IconInbox size={28} />}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Center>
  );
}

/** The empty state of a page's main content, in a bordered card. */
export function EmptyCard(props: Parameters<typeof EmptyState>[0]) {
  return (
    <Card withBorder radius="md">
      <EmptyState {...props} />
    </Card>
  );
}

export function ErrorState({ error, onRetry, title }: { error?: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation('components');
  const message = error instanceof Error ? error.message : undefined;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title ?? t('states.errorTitle')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message || t('states.errorText')}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading → error (with retry) → empty → content, for one TanStack query. */
export function DataLoader<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty ?? null}</>;
  return <>{children(query.data)}</>;
}
