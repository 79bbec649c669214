import { useState, type DragEvent } from 'react';
import { ActionIcon, Anchor, Stack, Text } from '@mantine/core';
import { Switch } from '@festival/ui/later';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref } from '@festival/ui';
import { formatCurrency } from '@festival/i18n';
import { useDeleteTier, useReorderTiers, useSaveTier, type Catalogue, type Tier } from '../ticketingTiersApi';
import { moveBy, moveTo, suggestsPrice, tierLabel } from '../ticketingTiersRules';
import { namesFor, namesOf } from './CatalogueNames';
import { CatalogueRow, RowActions, RowTitle } from './CatalogueRow';
import { CatalogueSection, DeleteConfirm, showFailure } from './CatalogueSection';
import { LinkBadges } from './LinkBadges';
import { TierFormModal } from './TierFormModal';

/** The type of a dragged tier in a drag's data: its id. */
const TIER_DRAG = 'application/x-festival-tier';

/** A tier's price: fixed, or pay what you want between its bounds. */
function PriceText({ tier }: { tier: Tier }) {
  const { t, i18n } = useTranslation('ticketing');
  const money = (cents: number) => formatCurrency(cents, i18n.language);
  if (tier.minAmount === null && tier.maxAmount === null) return <>{money(tier.price)}</>;
  const min = money(tier.minAmount ?? 0);
  const suggested = suggestsPrice(tier);
  if (tier.maxAmount !== null) {
    const max = money(tier.maxAmount);
    return <>{suggested ? t('tiers.pwywBetween', { min, max, price: money(tier.price) }) : t('tiers.pwywBetweenNoSuggestion', { min, max })}</>;
  }
  return <>{suggested ? t('tiers.pwywFrom', { min, price: money(tier.price) }) : t('tiers.pwywFromNoSuggestion', { min })}</>;
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
    <CatalogueRow
      testId="tier-row"
      active={tier.isActive}
      handle={<IconGripVertical size={18} aria-hidden style={{ cursor: 'grab', flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />}
      actions={
        <Stack gap={6} align="flex-end">
          <Switch size="sm" checked={tier.isActive} onChange={(e) => onToggle(e.currentTarget.checked)} aria-label={t('tiers.activeNamed', { name: label })} />
          <RowActions texts="tiers" name={label} onEdit={onEdit} onDelete={tier.isSynced ? undefined : onDelete}>
            <ActionIcon variant="subtle" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('tiers.moveUp', { name: label })}>
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('tiers.moveDown', { name: label })}>
              <IconArrowDown size={16} />
            </ActionIcon>
          </RowActions>
        </Stack>
      }
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
      style={{ outline: over ? '2px dashed var(--mantine-color-blue-5)' : undefined }}
    >
      <RowTitle name={label} isSynced={tier.isSynced} isActive={tier.isActive} />
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
    </CatalogueRow>
  );
}

/** The tiers by position: drag a row (or use its arrows) to reorder, switch one off, edit, add or delete a local one. */
export function TiersSection({ editionId, timeZone, catalogue }: { editionId: number; timeZone: string; catalogue: Catalogue }) {
  const { t } = useTranslation('ticketing');
  const reorder = useReorderTiers(editionId);
  const save = useSaveTier(editionId);
  const remove = useDeleteTier(editionId);
  const [editing, setEditing] = useState<Tier | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Tier | null>(null);
  const tiers = catalogue.tiers;
  const ids = tiers.map((x) => x.id);
  const externalPage = sectionHref('gestion/ticketing-external', { id: editionId });
  const apply = (next: number[] | null) => {
    if (next) reorder.mutate(next, { onError: showFailure(t('tiers.reorderFailed')) });
  };
  return (
    <CatalogueSection
      texts="tiers"
      isEmpty={tiers.length === 0}
      emptyIcon={<IconTicket size={28} />}
      emptyAction={
        externalPage && (
          <Anchor component={Link} to={externalPage}>
            {t('tiers.emptyLink')}
          </Anchor>
        )
      }
      onCreate={() => setEditing('new')}
      list={
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
                onToggle={(isActive) => save.mutate({ tierId: tier.id, body: { isActive } }, { onError: showFailure(t('tiers.saveFailed')) })}
                onEdit={() => setEditing(tier)}
                onDelete={() => setDeleting(tier)}
              />
            </div>
          ))}
        </Stack>
      }
    >
      <TierFormModal editionId={editionId} timeZone={timeZone} catalogue={catalogue} tier={editing} onClose={() => setEditing(null)} />
      <DeleteConfirm texts="tiers" row={deleting} name={deleting ? tierLabel(deleting) : ''} remove={remove} refusable onClose={() => setDeleting(null)} />
    </CatalogueSection>
  );
}
