import { Button, Container, Stack } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyCard, hrefOf, PageHeader, usePageMeta } from '@festival/ui';
import { homeEntry } from '../home/entry';
import { myVolunteerApplicationsEntry } from './entry';

/** The signed-in user's volunteer applications; editions (and so applications) arrive in a later release. */
export default function MyVolunteerApplicationsPage() {
  const { t } = useTranslation('public');
  usePageMeta(t(myVolunteerApplicationsEntry.title));
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <PageHeader title={t('volunteerApplications.title')} below={t('volunteerApplications.subtitle')} />
        <EmptyCard
          icon={<IconHandStop size={28} />}
          title={t('volunteerApplications.emptyTitle')}
          description={t('volunteerApplications.emptyText')}
          action={
            <Button component={Link} to={hrefOf(homeEntry)} variant="light">
              {t('volunteerApplications.browse')}
            </Button>
          }
        />
      </Stack>
    </Container>
  );
}
