import { Alert, Button, Container, Stack } from '@mantine/core';
import { IconMailExclamation, IconTicket, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyCard, ErrorState, hrefOf, LoadingState, PageHeader, sectionHref, usePageMeta } from '@festival/ui';
import { homeEntry } from '../home/entry';
import { TicketsCard } from './components/TicketsCard';
import { myTicketsEntry } from './entry';
import { useMyTickets } from './myTicketsApi';

/** The signed-in user's tickets, per edition, each with its state and the code to show at the gate; the last copy shows offline. */
export default function MyTicketsPage() {
  const { t, i18n } = useTranslation('public');
  usePageMeta(t(myTicketsEntry.title));
  const mine = useMyTickets();
  const offlineSince = mine.data?.offlineSince ?? null;
  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="lg">
        <PageHeader title={t('myTickets.title')} below={t('myTickets.subtitle')} />
        {offlineSince !== null && (
          <Alert color="yellow" variant="light" icon={<IconWifiOff size={18} />} role="status" data-testid="my-tickets-offline">
            {offlineSince
              ? t('myTickets.offlineSince', { time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(offlineSince)) })
              : t('myTickets.offline')}
          </Alert>
        )}
        {mine.isPending ? (
          <LoadingState />
        ) : mine.isError ? (
          <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
        ) : !mine.data.emailVerified ? (
          <EmptyCard
            icon={<IconMailExclamation size={28} />}
            title={t('myTickets.unverifiedTitle')}
            description={t('myTickets.unverifiedText')}
            action={
              <Button component={Link} to={sectionHref('shell/profile') ?? '/'} variant="light">
                {t('myTickets.toProfile')}
              </Button>
            }
          />
        ) : mine.data.editions.length === 0 ? (
          <EmptyCard
            icon={<IconTicket size={28} />}
            title={t('myTickets.emptyTitle')}
            description={t('myTickets.emptyText')}
            action={
              <Button component={Link} to={hrefOf(homeEntry)} variant="light">
                {t('myTickets.browse')}
              </Button>
            }
          />
        ) : (
          mine.data.editions.map((edition) => <TicketsCard key={edition.id} edition={edition} />)
        )}
      </Stack>
    </Container>
  );
}
