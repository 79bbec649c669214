import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@festival/api-client';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('components');
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {label ?? t('states.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" maw={480} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconInbox size={30} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
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

/** The server's translated message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body.message || fallback;
  return fallback;
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('components');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('states.errorTitle')} my="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, t('states.errorDescription'))}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
