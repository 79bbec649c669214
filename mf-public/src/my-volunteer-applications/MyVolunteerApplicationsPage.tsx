import { Button, Container, Stack } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyCard, ErrorState, hrefOf, LoadingState, PageHeader, usePageMeta } from '@festival/ui';
import { homeEntry } from '../home/entry';
import { ApplicationCard } from './components/ApplicationCard';
import { myVolunteerApplicationsEntry } from './entry';
import { useMyApplications } from './myVolunteeringApi';

/** The signed-in user's volunteer applications: status, teams, slots, entry QR code, calendar feed, free slots to take. */
export default function MyVolunteerApplicationsPage() {
  const { t } = useTranslation('public');
  usePageMeta(t(myVolunteerApplicationsEntry.title));
  const mine = useMyApplications();
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <PageHeader title={t('volunteerApplications.title')} below={t('volunteerApplications.subtitle')} />
        {mine.isPending ? (
          <LoadingState />
        ) : mine.isError ? (
          <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
        ) : mine.data.items.length === 0 ? (
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
        ) : (
          mine.data.items.map((application) => <ApplicationCard key={application.id} application={application} />)
        )}
      </Stack>
    </Container>
  );
}
