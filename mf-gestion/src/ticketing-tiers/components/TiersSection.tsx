import { useState, type DragEvent } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Switch } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal, EmptyCard, errorMessageOf, sectionHref } from '@festival/ui';
import { formatCurrency } from '@festival/i18n';
import { useDeleteTier, useReorderTiers, useSaveTier, type Catalogue, type Tier } from '../ticketingTiersApi';
import { moveBy, moveTo, tierLabel } from '../ticketingTiersRules';
import { namesFor, namesOf } from './CatalogueNames';
import { LinkBadges } from './LinkBadges';
import { TierFormModal } from './TierFormModal';

/** The type of a dragged tier in a drag's data: its id. */
const TIER_DRAG = 'application/x-festival-tier';

/** A tier's price: fixed, or pay what you want between its bounds. */
function PriceText({ tier }: { tier: Tier }) {
  const { t, i18n } = useTranslation('ticketing');
  const money = (cents: number) => formatCurrency(cents, i18n.language);
  if (tier.minAmount === null && tier.maxAmount === null) return <>{money(tier.price)}</>;
  return (
    <>
      {tier.maxAmount !== null
        ? t('tiers.pwywBetween', { min: money(tier.minAmount ?? 0), max: money(tier.maxAmount), price: money(tier.price) })
        : t('tiers.pwywFrom', { min: money(tier.minAmount ?? 0), price: money(tier.price) })}
    </>
  );
}

function TierRow({
  tier,
  index,
  count,
  catalogue,
  onMove,
  onDrop,
  onToggle,
  onEdit,
  onDelete,
}: {
  tier: Tier;
  index: number;
  count: number;
  catalogue: Catalogue;
  onMove: (delta: number) => void;
  onDrop: (draggedId: number) => void;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('ticketing');
  const [over, setOver] = useState(false);
  const names = namesOf(catalogue);
  const label = tierLabel(tier);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="tier-row"
      draggable
      onDragStart={(e: DragEvent) => {
        e.dataTransfer.setData(TIER_DRAG, String(tier.id));
        e.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(e: DragEvent) => {
        if (!e.dataTransfer.types.includes(TIER_DRAG)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        setOver(false);
        const dragged = Number(e.dataTransfer.getData(TIER_DRAG));
        if (dragged) onDrop(dragged);
      }}
      style={{ opacity: tier.isActive ? 1 : 0.7, outline: over ? '2px dashed var(--mantine-color-blue-5)' : undefined }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="xs" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconGripVertical size={18} aria-hidden style={{ cursor: 'grab', flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Text>
              {tier.isSynced && (
                <Badge size="sm" variant="light" color="blue">
                  {t('tiers.synced')}
                </Badge>
              )}
              {!tier.isActive && (
                <Badge size="sm" variant="outline" color="gray">
                  {t('tiers.inactive')}
                </Badge>
              )}
            </Group>
            {tier.customName && tier.customName !== tier.name && (
              <Text size="xs" c="dimmed">
                {t('tiers.providerName', { name: tier.name })}
              </Text>
            )}
            <Text size="sm">
              <PriceText tier={tier} /> · <span data-testid="tier-sold">{t('tiers.sold', { count: tier.sold })}</span>
            </Text>
            <LinkBadges label={t('tiers.quotasLabel')} names={namesFor(names.quota, tier.quotaIds)} color="teal" />
            <LinkBadges label={t('tiers.returnablesLabel')} names={namesFor(names.returnable, tier.returnableItemIds)} color="grape" />
            <LinkBadges label={t('tiers.fieldsLabel')} names={namesFor(names.field, tier.customFieldIds)} />
          </Stack>
        </Group>
        <Stack gap={6} align="flex-end">
          <Switch size="sm" checked={tier.isActive} onChange={(e) => onToggle(e.currentTarget.checked)} aria-label={t('tiers.activeNamed', { name: label })} />
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('tiers.moveUp', { name: label })}>
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('tiers.moveDown', { name: label })}>
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('tiers.editNamed', { name: label })}>
              <IconPencil size={16} />
            </ActionIcon>
            {!tier.isSynced && (
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('tiers.deleteNamed', { name: label })}>
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The tiers by position: drag a row (or use its arrows) to reorder, switch one off, edit, add or delete a local one. */
export function TiersSection({ editionId, catalogue }: { editionId: number; catalogue: Catalogue }) {
  const { t } = useTranslation('ticketing');
  const reorder = useReorderTiers(editionId);
  const save = useSaveTier(editionId);
  const remove = useDeleteTier(editionId);
  const [editing, setEditing] = useState<Tier | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Tier | null>(null);
  const tiers = catalogue.tiers;
  const ids = tiers.map((x) => x.id);
  const externalPage = sectionHref('gestion/ticketing-external', { id: editionId });
  const failed = (fallback: string) => (err: unknown) => notifications.show({ color: 'red', message: errorMessageOf(err, fallback) });
  const apply = (next: number[] | null) => {
    if (next) reorder.mutate(next, { onError: failed(t('tiers.reorderFailed')) });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('tiers.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('tiers.create')}
        </Button>
      </Group>
      {tiers.length === 0 ? (
        <EmptyCard
          icon={<IconTicket size={28} />}
          title={t('tiers.emptyTitle')}
          description={t('tiers.emptyText')}
          action={
            externalPage && (
              <Anchor component={Link} to={externalPage}>
                {t('tiers.emptyLink')}
              </Anchor>
            )
          }
        />
      ) : (
        <Stack gap="xs" aria-label={t('tiers.listLabel')} role="list">
          {tiers.map((tier, index) => (
            <div role="listitem" key={tier.id}>
              <TierRow
                tier={tier}
                index={index}
                count={tiers.length}
                catalogue={catalogue}
                onMove={(delta) => apply(moveBy(ids, tier.id, delta))}
                onDrop={(dragged) => apply(moveTo(ids, dragged, tier.id))}
                onToggle={(isActive) => save.mutate({ tierId: tier.id, body: { isActive } }, { onError: failed(t('tiers.saveFailed')) })}
                onEdit={() => setEditing(tier)}
                onDelete={() => setDeleting(tier)}
              />
            </div>
          ))}
        </Stack>
      )}
      <TierFormModal editionId={editionId} catalogue={catalogue} tier={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('tiers.deleteTitle', { name: deleting ? tierLabel(deleting) : '' })}
        description={t('tiers.deleteText')}
        confirmLabel={t('tiers.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).then(
            () => setDeleting(null),
            (err: unknown) => {
              setDeleting(null);
              failed(t('tiers.deleteFailed'))(err);
            },
          )
        }
      />
    </Stack>
  );
}
