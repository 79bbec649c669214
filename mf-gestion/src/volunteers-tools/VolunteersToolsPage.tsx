import { useState } from 'react';
import { Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { Select, Textarea } from '@festival/ui/later';
import { IconCopy, IconDownload, IconMail, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@festival/ui';
import { volunteerApplicationStatusValues } from '@festival/api-client';
import type { Edition } from '../shared/gestionApi';
import { EditionPage } from '../shared/SectionGates';
import { QrSheet } from './components/QrSheet';
import { volunteersToolsEntry } from './entry';
import { useBadges, useEmailList, useVolunteerTeams } from './toolsApi';
import { ALL_ACCEPTED, emailListText, exportHref, type Selection } from './toolsRules';

/** Printing shows the sheet only. */
const PRINT_CSS = '@media print { body * { visibility: hidden; } .volunteers-qr-sheet, .volunteers-qr-sheet * { visibility: visible; } .volunteers-qr-sheet { position: absolute; left: 0; top: 0; width: 100%; } }';

function Tools({ edition }: { edition: Edition }) {
  const { t } = useTranslation('volunteers');
  const [selection, setSelection] = useState<Selection>(ALL_ACCEPTED);
  const [showEmails, setShowEmails] = useState(false);
  const [showSheet, setShowSheet] = useState(false);
  const teams = useVolunteerTeams(edition.id);
  const emails = useEmailList(edition.id, selection, showEmails);
  const badges = useBadges(edition.id, selection, showSheet);
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

      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('tools.export.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tools.export.text')}
          </Text>
          <Button component="a" href={exportHref(edition.id, selection)} download leftSection={<IconDownload size={16} />} style={{ alignSelf: 'flex-start' }}>
            {t('tools.export.download')}
          </Button>
        </Stack>
      </Card>

      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('tools.emails.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tools.emails.text')}
          </Text>
          {!showEmails ? (
            <Button variant="light" leftSection={<IconMail size={16} />} onClick={() => setShowEmails(true)} style={{ alignSelf: 'flex-start' }}>
              {t('tools.emails.show')}
            </Button>
          ) : emails.isError ? (
            <ErrorState error={emails.error} onRetry={() => void emails.refetch()} />
          ) : !emails.data ? (
            <LoadingState />
          ) : emails.data.emails.length === 0 ? (
            <Text c="dimmed">{t('tools.empty')}</Text>
          ) : (
            <>
              <Textarea label={t('tools.emails.count', { count: emails.data.emails.length })} value={emailListText(emails.data.emails)} readOnly autosize minRows={2} maxRows={8} />
              <CopyButton value={emailListText(emails.data.emails)}>
                {({ copied, copy }) => (
                  <Button variant="light" color={copied ? 'green' : undefined} leftSection={<IconCopy size={16} />} onClick={copy} style={{ alignSelf: 'flex-start' }}>
                    {copied ? t('tools.emails.copied') : t('tools.emails.copy')}
                  </Button>
                )}
              </CopyButton>
            </>
          )}
        </Stack>
      </Card>

      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('tools.sheet.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tools.sheet.text')}
          </Text>
          {!showSheet ? (
            <Button variant="light" leftSection={<IconQrcode size={16} />} onClick={() => setShowSheet(true)} style={{ alignSelf: 'flex-start' }}>
              {t('tools.sheet.show')}
            </Button>
          ) : badges.isError ? (
            <ErrorState error={badges.error} onRetry={() => void badges.refetch()} />
          ) : !badges.data ? (
            <LoadingState />
          ) : badges.data.items.length === 0 ? (
            <EmptyState title={t('tools.empty')} />
          ) : (
            <QrSheet badges={badges.data.items} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/** CSV export, e-mail list and printable QR sheet of an edition's volunteers. */
export default function VolunteersToolsPage() {
  return <EditionPage entry={volunteersToolsEntry}>{(edition) => <Tools edition={edition} />}</EditionPage>;
}
