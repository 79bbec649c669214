import { useState, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CopyButton, Select, Textarea } from '@festival/ui/later';
import { IconCopy, IconDownload, IconMail, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@festival/ui';
import { volunteerApplicationStatusValues } from '@festival/api-client';
import { FormError } from '../shared/FormError';
import { useVolunteerTeams, type Edition } from '../shared/gestionApi';
import { EditionPage } from '../shared/SectionGates';
import { useDownload } from '../shared/useDownload';
import { QrSheet } from './components/QrSheet';
import { volunteersToolsEntry } from './entry';
import { fetchApplicationsCsv, useBadges, useEmailList } from './toolsApi';
import { ALL_ACCEPTED, emailListText, type Selection } from './toolsRules';

/** Printing shows the sheet only. */
const PRINT_CSS = '@media print { body * { visibility: hidden; } .volunteers-qr-sheet, .volunteers-qr-sheet * { visibility: visible; } .volunteers-qr-sheet { position: absolute; left: 0; top: 0; width: 100%; } }';

/** One tool of the page: its title, what it does, then its action or its result. */
function ToolCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

interface OnDemandQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** What a tool reads only when asked: the button that asks, then loading, error, `empty` when nothing matches, or the result. */
function OnDemand<T>({
  query,
  asked,
  onAsk,
  ask,
  isEmpty,
  empty,
  children,
}: {
  query: OnDemandQuery<T>;
  asked: boolean;
  onAsk: () => void;
  ask: { label: string; icon: ReactNode };
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (!asked) {
    return (
      <Button variant="light" leftSection={ask.icon} onClick={onAsk} style={{ alignSelf: 'flex-start' }}>
        {ask.label}
      </Button>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
}

function Tools({ edition }: { edition: Edition }) {
  const { t } = useTranslation('volunteers');
  const [selection, setSelection] = useState<Selection>(ALL_ACCEPTED);
  const [showEmails, setShowEmails] = useState(false);
  const [showSheet, setShowSheet] = useState(false);
  const teams = useVolunteerTeams(edition.id);
  const emails = useEmailList(edition.id, selection, showEmails);
  const badges = useBadges(edition.id, selection, showSheet);
  const csv = useDownload(t('common.downloadFailed'));
  return (
    <Stack gap="lg">
      <style>{PRINT_CSS}</style>
      <PageHeader title={t('tools.title')} below={t('tools.subtitle', { name: edition.name })} />
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('tools.selection')}
          </Title>
          <Group gap="sm" wrap="wrap">
            <Select
              label={t('tools.status')}
              data={[{ value: 'ALL', label: t('applications.all') }, ...volunteerApplicationStatusValues.map((v) => ({ value: v, label: t(`common.status.${v}`) }))]}
              value={selection.status ?? 'ALL'}
              onChange={(v) => setSelection({ ...selection, status: !v || v === 'ALL' ? null : (v as Selection['status']) })}
              allowDeselect={false}
              w={{ base: '100%', sm: 200 }}
            />
            <Select
              label={t('tools.team')}
              data={(teams.data?.items ?? []).map((team) => ({ value: String(team.id), label: team.name }))}
              value={selection.teamId ? String(selection.teamId) : null}
              onChange={(v) => setSelection({ ...selection, teamId: v ? Number(v) : null })}
              clearable
              placeholder={t('tools.allTeams')}
              w={{ base: '100%', sm: 200 }}
            />
          </Group>
        </Stack>
      </Card>

      <ToolCard title={t('tools.export.title')} text={t('tools.export.text')}>
        <Button
          leftSection={<IconDownload size={16} />}
          loading={csv.pending !== null}
          onClick={() => void csv.download('csv', () => fetchApplicationsCsv(edition.id, selection), `volunteers-${edition.id}.csv`)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('tools.export.download')}
        </Button>
        <FormError message={csv.error} onClose={csv.clearError} />
      </ToolCard>

      <ToolCard title={t('tools.emails.title')} text={t('tools.emails.text')}>
        <OnDemand
          query={emails}
          asked={showEmails}
          onAsk={() => setShowEmails(true)}
          ask={{ label: t('tools.emails.show'), icon: <IconMail size={16} /> }}
          isEmpty={(data) => data.emails.length === 0}
          empty={<Text c="dimmed">{t('tools.empty')}</Text>}
        >
          {(data) => (
            <>
              <Textarea label={t('tools.emails.count', { count: data.emails.length })} value={emailListText(data.emails)} readOnly autosize minRows={2} maxRows={8} />
              <CopyButton value={emailListText(data.emails)}>
                {({ copied, copy }) => (
                  <Button variant="light" color={copied ? 'green' : undefined} leftSection={<IconCopy size={16} />} onClick={copy} style={{ alignSelf: 'flex-start' }}>
                    {copied ? t('tools.emails.copied') : t('tools.emails.copy')}
                  </Button>
                )}
              </CopyButton>
            </>
          )}
        </OnDemand>
      </ToolCard>

      <ToolCard title={t('tools.sheet.title')} text={t('tools.sheet.text')}>
        <OnDemand
          query={badges}
          asked={showSheet}
          onAsk={() => setShowSheet(true)}
          ask={{ label: t('tools.sheet.show'), icon: <IconQrcode size={16} /> }}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('tools.empty')} />}
        >
          {(data) => <QrSheet badges={data.items} />}
        </OnDemand>
      </ToolCard>
    </Stack>
  );
}

/** CSV export, e-mail list and printable QR sheet of an edition's volunteers. */
export default function VolunteersToolsPage() {
  return <EditionPage entry={volunteersToolsEntry}>{(edition) => <Tools edition={edition} />}</EditionPage>;
}
