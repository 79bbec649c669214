import { Alert, Anchor, Button, Card, Container, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconLock, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorPage, ErrorState, errorStatus, hrefOf, LoadingState, loginPathFor, PageHeader, useAuth, usePageMeta } from '@festival/ui';
import { editionEntry } from '../edition/entry';
import { MarkdownHtml } from '../shared/MarkdownHtml';
import { ApplicationForm } from './components/ApplicationForm';
import { MyApplicationCard } from './components/MyApplicationCard';
import { periodBounds } from './periodText';
import { useEdition, useVolunteerInfo, type VolunteerInfo } from './volunteersApi';
import { parseEditionId, safeLink } from './volunteersRules';

/** When volunteers may be there, on the edition's clocks (`timeZone`). */
function Period({ info, timeZone }: { info: VolunteerInfo; timeZone: string }) {
  const { t, i18n } = useTranslation('volunteers');
  return (
    <Text c="dimmed" size="sm">
      {t('form.period', periodBounds(info.period, i18n.language, timeZone))}
    </Text>
  );
}

/** What the page offers: the external form, the caller's application, a closed notice, a sign-in prompt, or the form. */
function Offer({ editionId, info, timeZone }: { editionId: number; info: VolunteerInfo; timeZone: string }) {
  const { t } = useTranslation('volunteers');
  const { user, sessionChecked } = useAuth();
  const location = useLocation();
  if (info.mode === 'EXTERNAL') {
    const url = info.externalUrl && safeLink(info.externalUrl);
    return url ? (
      <Button component="a" href={url} target="_blank" rel="noopener noreferrer" size="md" rightSection={<IconExternalLink size={16} />} style={{ alignSelf: 'flex-start' }}>
        {t('form.external')}
      </Button>
    ) : (
      <Alert color="gray">{t('form.closed')}</Alert>
    );
  }
  if (info.application) return <MyApplicationCard editionId={editionId} application={info.application} />;
  if (!info.open) {
    return (
      <Alert color="gray" icon={<IconLock size={18} />} title={t('form.closedTitle')}>
        {t('form.closed')}
      </Alert>
    );
  }
  if (!user) {
    if (!sessionChecked) return <LoadingState />;
    return (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{t('form.signInText')}</Text>
          <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}`)} leftSection={<IconLogin size={16} />}>
            {t('form.signIn')}
          </Button>
        </Stack>
      </Card>
    );
  }
  return <ApplicationForm editionId={editionId} info={info} timeZone={timeZone} />;
}

function Volunteers({ editionId }: { editionId: number }) {
  const { t } = useTranslation('volunteers');
  const edition = useEdition(editionId);
  const info = useVolunteerInfo(editionId);
  usePageMeta(edition.data ? t('form.pageTitle', { name: edition.data.name }) : t('form.pageTitleShort'));
  const failed = edition.error ?? info.error;
  if (failed) {
    const status = errorStatus(failed);
    if (status === 404 || status === 403) return <ErrorPage status={status} />;
    return <ErrorState error={failed} onRetry={() => void Promise.all([edition.refetch(), info.refetch()])} />;
  }
  if (!edition.data || !info.data) return <LoadingState />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={hrefOf(editionEntry, { id: editionId })} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {edition.data.name}
      </Anchor>
      <PageHeader title={t('form.pageTitle', { name: edition.data.name })} />
      <Period info={info.data} timeZone={edition.data.timeZone} />
      {info.data.descriptionHtml ? <MarkdownHtml html={info.data.descriptionHtml} /> : <Text c="dimmed">{t('form.noDescription')}</Text>}
      <Offer editionId={editionId} info={info.data} timeZone={edition.data.timeZone} />
    </Stack>
  );
}

/** /editions/:id/volunteers — the edition's volunteers page and application form. */
export default function VolunteersPage() {
  const editionId = parseEditionId(useParams().id);
  if (editionId === null) return <ErrorPage status={404} />;
  return (
    <Container size="md" py="xl" px="md">
      <Volunteers key={editionId} editionId={editionId} />
    </Container>
  );
}
