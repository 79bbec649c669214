import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Divider, Drawer } from '@festival/ui/later';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@festival/i18n';
import { ConfirmModal, ErrorState, errorMessageOf, LoadingState } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import { useCancelOrder, useOrder, type OrderDetail, type Ticket } from '../ticketingOrdersApi';
import { paysAtGate, personName, statusColor } from '../ticketingOrdersRules';
import { TicketQrCode } from './TicketQrCode';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One ticket: the attendee, tier, state, options, answers, what they receive at the gate, their entry and QR code. */
function TicketCard({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation('ticketing');
  const name = personName(ticket.firstName, ticket.lastName) || t('orders.noName');
  const money = (cents: number) => formatCurrency(cents, i18n.language);
  return (
    <Card withBorder padding="sm" data-testid="ticket">
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Badge color={ticket.valid ? 'green' : 'red'} variant="light">
              {ticket.valid ? t('orders.detail.valid') : t('orders.detail.invalid', { state: ticket.state })}
            </Badge>
          </Group>
          <Text size="sm">
            {ticket.tierName ?? t('orders.detail.noTier')} · {money(ticket.amount)}
          </Text>
          {ticket.email && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {ticket.email}
            </Text>
          )}
          {ticket.options.length > 0 && (
            <Text size="sm">
              {t('orders.detail.options')}: {ticket.options.map((o) => `${o.name} (${money(o.amount)})`).join(', ')}
            </Text>
          )}
          {ticket.customFields.length > 0 && (
            <Stack gap={0} component="dl" m={0}>
              {ticket.customFields.map((a, i) => (
                <Labelled key={`${a.customFieldId ?? a.label}-${i}`} label={a.label}>
                  {a.answer}
                </Labelled>
              ))}
            </Stack>
          )}
          <Text size="sm">
            {t('orders.detail.returnables')}: {ticket.returnables.length ? ticket.returnables.map((r) => r.name).join(', ') : t('orders.detail.noReturnables')}
          </Text>
          <Text size="sm" c={ticket.entryValidated ? 'green' : 'dimmed'}>
            {ticket.entryValidated
              ? t('orders.detail.entered', {
                  at: ticket.entryValidatedAt ? new Date(ticket.entryValidatedAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : '—',
                  by: ticket.entryValidatedBy ?? '—',
                })
              : t('orders.detail.notEntered')}
          </Text>
        </Stack>
        <Stack gap={4} align="center">
          <TicketQrCode value={ticket.qrCode} alt={t('orders.detail.qrAlt', { name })} />
          <Text size="xs" c="dimmed" ff="monospace" maw={160} style={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
            {ticket.qrCode}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function Detail({ editionId, order }: { editionId: number; order: OrderDetail }) {
  const { t, i18n } = useTranslation('ticketing');
  const cancel = useCancelOrder(editionId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const payer = personName(order.payerFirstName, order.payerLastName) || t('orders.noName');
  const confirm = async () => {
    setError(null);
    try {
      await cancel.mutateAsync(order.id);
    } catch (err) {
      setError(errorMessageOf(err, t('orders.cancel.failed')));
    }
    setConfirming(false);
  };
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={statusColor(order.status)} variant="light" size="lg">
          {t(`orders.status.${order.status}`)}
        </Badge>
        <Badge variant="outline" color={order.source === 'ONSITE' ? 'grape' : 'blue'}>
          {t(`orders.source.${order.source}`)}
        </Badge>
      </Group>
      <Stack gap={6} component="dl" m={0}>
        <Labelled label={t('orders.detail.payer')}>
          {payer}
          {order.payerEmail && (
            <>
              {' · '}
              <Anchor href={`mailto:${order.payerEmail}`}>{order.payerEmail}</Anchor>
            </>
          )}
        </Labelled>
        <Labelled label={t('orders.detail.date')}>{date(order.orderDate)}</Labelled>
        {order.externalId && <Labelled label={t('orders.detail.externalId')}>{order.externalId}</Labelled>}
        <Labelled label={t('orders.detail.amount')}>{formatCurrency(order.amount, i18n.language)}</Labelled>
        {order.paymentMethod && <Labelled label={t('orders.detail.payment')}>{t(`orders.payment.${order.paymentMethod}`)}</Labelled>}
        {paysAtGate(order) && (
          <Labelled label={t('orders.detail.payment')}>
            <Text span c="orange" fw={600}>
              {t('orders.unpaidAtGate')}
            </Text>
          </Labelled>
        )}
        {order.createdBy && <Labelled label={t('orders.detail.createdBy')}>{order.createdBy}</Labelled>}
        {order.cancelledAt && <Labelled label={t('orders.detail.cancelled')}>{t('orders.detail.cancelledBy', { at: date(order.cancelledAt), by: order.cancelledBy ?? '—' })}</Labelled>}
      </Stack>
      <FormError message={error} />
      {order.cancellable && (
        <Button color="red" variant="light" leftSection={<IconBan size={16} />} onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
          {t('orders.cancel.open')}
        </Button>
      )}
      {order.source === 'SYNCED' && order.status !== 'CANCELLED' && (
        <Text size="xs" c="dimmed">
          {t('orders.cancel.syncedHint')}
        </Text>
      )}
      <Divider />
      <Title order={3} size="h5">
        {t('orders.detail.tickets', { count: order.items.length })}
      </Title>
      <Stack gap="sm">
        {order.items.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} />
        ))}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        loading={cancel.isPending}
        title={t('orders.cancel.title')}
        confirmLabel={t('orders.cancel.confirm')}
        description={
          <>
            {t('orders.cancel.text', { count: order.items.length, name: payer })}
            <List size="sm" mt="xs">
              {order.items.map((i) => (
                <List.Item key={i.id}>{`${personName(i.firstName, i.lastName)} · ${i.tierName ?? ''}`}</List.Item>
              ))}
            </List>
          </>
        }
      />
    </Stack>
  );
}

/** One order in a drawer: the payer, how it was paid, its tickets with their QR codes; an order taken on site can be cancelled. */
export function OrderDrawer({ editionId, orderId, onClose }: { editionId: number; orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation('ticketing');
  const order = useOrder(editionId, orderId);
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={order.data ? t('orders.detail.title', { id: order.data.id }) : t('orders.detail.loadingTitle')}
      closeButtonProps={{ 'aria-label': t('orders.detail.close') }}
    >
      {order.isPending ? <LoadingState /> : order.isError ? <ErrorState error={order.error} onRetry={() => void order.refetch()} /> : order.data ? <Detail editionId={editionId} order={order.data} /> : null}
    </Drawer>
  );
}
