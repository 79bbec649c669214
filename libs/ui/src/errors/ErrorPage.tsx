import { useEffect } from 'react';
import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isCrawler } from './crawler';

export interface ErrorPageProps {
  status?: number;
  /** Technical message (shown under the description). */
  message?: string;
  /** Overrides the default description. */
  description?: string;
  onRetry?: () => void;
  /** Path shown for 404s; defaults to the current location. */
  path?: string;
}

/** 404 'Page Not Found' or 'Internal Server Error' page; crawlers get nothing. */
export function ErrorPage({ status = 500, message, description, onRetry, path }: ErrorPageProps) {
  const { t } = useTranslation('components');
  const location = useLocation();
  const shownPath = path ?? location.pathname;
  const notFound = status === 404;
  const title = notFound ? t('error.notFoundTitle') : status === 403 ? t('error.forbiddenTitle') : t('error.serverTitle');
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${t('error.siteName')}`;
    return () => {
      document.title = previous;
    };
  }, [title, t]);
  if (typeof navigator !== 'undefined' && isCrawler(navigator.userAgent)) return null;
  const text = notFound
    ? t('error.notFoundText', { path: shownPath })
    : status === 403
      ? t('error.forbiddenText')
      : (description ?? t('error.serverText'));
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="md" maw={560} ta="center" role="alert">
        <Text fz={72} fw={800} c="dimmed" lh={1} aria-label={t('error.statusCode', { status })}>
          {status}
        </Text>
        <Title order={1}>{title}</Title>
        <Text>{text}</Text>
        {message && !notFound && (
          <Code block style={{ maxWidth: '100%', whiteSpace: 'pre-wrap' }}>
            {message}
          </Code>
        )}
        <Group>
          {onRetry && <Button onClick={onRetry}>{t('error.retry')}</Button>}
          <Button component={Link} to="/" variant={onRetry ? 'default' : 'filled'}>
            {t('error.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
