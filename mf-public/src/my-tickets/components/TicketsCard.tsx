import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Divider } from '@festival/ui/later';
import { IconMaximize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInZone } from '@festival/i18n/zoned';
import { hrefOf } from '@festival/ui';
import { editionEntry } from '../../edition/entry';
import { QrCode } from '../../shared/QrCode';
import { formatDayRange } from '../../shared/publicRules';
import type { MyTicket, MyTicketsEdition } from '../myTicketsApi';
import { holderOf, ticketBadge } from '../myTicketsRules';
import { FullScreenCode } from './FullScreenCode';

const BADGE_COLOR = { valid: 'green', entered: 'blue', refunded: 'orange', cancelled: 'red' } as const;

function Ticket({ ticket, edition }: { ticket: MyTicket; edition: MyTicketsEdition }) {
  const { t, i18n } = useTranslation('public');
  const [full, setFull] = useState(false);
  const badge = ticketBadge(ticket);
  const holder = holderOf(ticket) || t('myTickets.unnamed');
  const label = t('myTickets.qrAlt', { holder, edition: edition.name });
  const price = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: ticket.currency }).format(ticket.amount / 100);
  return (
    <Stack gap="sm" data-testid="my-ticket">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {holder}
          </Text>
          <Text size="sm">{[ticket.tierName, price].filter(Boolean).join(' · ')}</Text>
          {ticket.options.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('myTickets.options', { options: ticket.options.join(', ') })}
            </Text>
          )}
        </Stack>
        <Badge size="lg" color={BADGE_COLOR[badge.kind]} variant="filled" style={{ flexShrink: 0, maxWidth: '50%' }}>
          {badge.kind === 'entered'
            ? t('myTickets.state.entered', { time: formatInZone(badge.at, i18n.language, edition.timeZone, { dateStyle: 'short', timeStyle: 'short' }) })
            : t(`myTickets.state.${badge.kind}`)}
        </Badge>
      </Group>
      {ticket.state === 'VALID' && (
        <Stack gap="xs" align="center">
          <div style={{ width: '100%', maxWidth: 320 }}>
            <QrCode value={ticket.qrCode} label={label} size={320} fluid testId="ticket-qr" />
          </div>
          <Text ff="monospace" size="sm" data-testid="ticket-code" style={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
            {ticket.qrCode}
          </Text>
          <Button variant="light" leftSection={<IconMaximize size={18} />} onClick={() => setFull(true)}>
            {t('myTickets.fullScreen')}
          </Button>
        </Stack>
      )}
      {full && <FullScreenCode value={ticket.qrCode} label={label} onClose={() => setFull(false)} />}
    </Stack>
  );
}

/** An edition's card: where and when, then each ticket with its state and, while valid, its code. */
export function TicketsCard({ edition }: { edition: MyTicketsEdition }) {
  const { i18n } = useTranslation('public');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`my-tickets-${edition.id}`}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id={`my-tickets-${edition.id}`}>
            <Anchor component={Link} to={hrefOf(editionEntry, { id: edition.id })} inherit>
              {edition.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {edition.conventionName} · {formatDayRange(edition.startDate, edition.endDate, i18n.language)}
          </Text>
        </Stack>
        {edition.tickets.map((ticket, i) => (
          <Stack key={ticket.id} gap="md">
            {i > 0 && <Divider />}
            <Ticket ticket={ticket} edition={edition} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
