import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@festival/ui';

/** (placeholder: the lost-found feature's builder replaces it) */
export default function LostFoundPage() {
  const { t } = useTranslation('public');
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('communitySections.lostFound.title')} />
    </Container>
  );
}
