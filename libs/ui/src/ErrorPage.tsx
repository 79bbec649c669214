import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const CRAWLER = /googlebot|bingbot|yandex|baiduspider|duckduckbot|slurp|facebookexternalhit|twitterbot|linkedinbot|crawler|spider|bot\b/i;

export function isCrawler(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return CRAWLER.test(userAgent);
}

export interface ErrorPageProps {
  statusCode: number;
  message?: string;
  description?: string;
  onRetry?: () => void;
}

/** 404 'Page Not Found' or 'Internal Server Error' with code, message and description. Crawlers get none. */
export function ErrorPage({ statusCode, message, description, onRetry }: ErrorPageProps) {
  const { t } = useTranslation('components');
  if (isCrawler()) return null;
  const notFound = statusCode === 404;
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="dimmed" lh={1}>
          {statusCode}
        </Text>
        <Title order={1}>{notFound ? t('errorPage.notFoundTitle') : t('errorPage.serverErrorTitle')}</Title>
        {message && <Text>{message}</Text>}
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        <Stack gap="xs" align="center">
          {onRetry && <Button onClick={onRetry}>{t('states.retry')}</Button>}
          <Button component={Link} to="/" variant="light">
            {t('errorPage.home')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('components');
  const location = useLocation();
  return <ErrorPage statusCode={404} message={t('errorPage.notFoundMessage', { path: location.pathname })} />;
}
