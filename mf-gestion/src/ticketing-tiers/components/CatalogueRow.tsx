import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CatalogueTexts } from './CatalogueSection';

/**
 * A row of a catalogue list: its title and details (children), its actions on the right, and for
 * a row that can be dragged, its handle on the left; a row switched off is dimmed.
 */
export function CatalogueRow({
  testId,
  active = true,
  handle,
  actions,
  children,
  style,
  ...rest
}: {
  testId: string;
  active?: boolean;
  handle?: ReactNode;
  actions: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
} & Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'style'>) {
  const content = (
    <Stack gap={4} style={{ minWidth: 0 }}>
      {children}
    </Stack>
  );
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId} {...rest} style={{ opacity: active ? 1 : 0.7, ...style }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        {handle ? (
          <Group gap="xs" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            {handle}
            {content}
          </Group>
        ) : (
          content
        )}
        {actions}
      </Group>
    </Paper>
  );
}

/** A row's name, its own badges (children), then whether it comes from the provider and whether it is switched off. */
export function RowTitle({ name, isSynced = false, isActive = true, children }: { name: string; isSynced?: boolean; isActive?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('ticketing');
  return (
    <Group gap={6} wrap="wrap">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {children}
      {isSynced && (
        <Badge size="sm" variant="light" color="blue">
          {t('tiers.synced')}
        </Badge>
      )}
      {!isActive && (
        <Badge size="sm" variant="outline" color="gray">
          {t('tiers.inactive')}
        </Badge>
      )}
    </Group>
  );
}

/** A row's buttons named after it: its own first (children), then edit and, when it may be deleted, delete (`<texts>.editNamed`, `.deleteNamed`). */
export function RowActions({ texts, name, onEdit, onDelete, children }: { texts: CatalogueTexts; name: string; onEdit: () => void; onDelete?: () => void; children?: ReactNode }) {
  const { t } = useTranslation('ticketing');
  return (
    <Group gap={2} wrap="nowrap">
      {children}
      <ActionIcon variant="subtle" onClick={onEdit} aria-label={t(`${texts}.editNamed`, { name })}>
        <IconPencil size={16} />
      </ActionIcon>
      {onDelete && (
        <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t(`${texts}.deleteNamed`, { name })}>
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
