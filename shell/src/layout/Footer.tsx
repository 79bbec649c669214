import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandMastodon, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appConfig, hrefOf } from '@festival/ui';
import { sectionOf } from '../sections';

// The feedback form (and the form library) loads on the first click, not with every first visit.
const FeedbackModal = lazy(() => import('./FeedbackModal').then((m) => ({ default: m.FeedbackModal })));

export function Footer() {
  const { t } = useTranslation('app');
  const [feedbackOpened, feedback] = useDisclosure(false);
  // Kept mounted once opened, so that closing it animates like any modal.
  const [feedbackUsed, setFeedbackUsed] = useState(false);
  const socialUrl = appConfig().socialUrl;
  return (
    <Container component="footer" size="lg" py="md" w="100%" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={hrefOf(sectionOf('public/privacy-policy'))} size="sm">
            {t('footer.privacy')}
          </Anchor>
          {socialUrl && (
            <Anchor href={socialUrl} target="_blank" rel="noopener noreferrer" size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <IconBrandMastodon size={16} aria-hidden />
              {t('footer.social')}
            </Anchor>
          )}
          <Button
            variant="light"
            size="xs"
            leftSection={<IconMessage size={14} />}
            onClick={() => {
              setFeedbackUsed(true);
              feedback.open();
            }}
            onMouseEnter={() => void import('./FeedbackModal')}
          >
            {t('footer.feedback')}
          </Button>
        </Group>
      </Group>
      {feedbackUsed && (
        <Suspense fallback={null}>
          <FeedbackModal opened={feedbackOpened} onClose={feedback.close} />
        </Suspense>
      )}
    </Container>
  );
}
