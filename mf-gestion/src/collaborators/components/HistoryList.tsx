import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconHistory } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@festival/i18n';
import { DataLoader, EmptyState } from '@festival/ui';
import { useConventionEditions, useHistory, type HistoryEntry } from '../collaboratorsApi';
import { diffSnapshots, displayName, isRightKey } from '../collaboratorsRules';

const CHANGE_COLORS: Record<HistoryEntry['changeType'], string> = {
  CREATED: 'green',
  RIGHTS_UPDATED: 'blue',
  PER_EDITIONS_UPDATED: 'cyan',
  ARCHIVED: 'gray',
  UNARCHIVED: 'teal',
  REMOVED: 'red',
};

const KNOWN_FIELDS = ['title', 'isArchived', 'archivedAt', 'canEdit', 'canDelete'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

function fieldLabel(field: string, t: TFunction<'gestion'>): string {
  if (isRightKey(field)) return t(`rights.${field}`);
  if (KNOWN_FIELDS.includes(field)) return t(`history.fields.${field}`);
  return field;
}

function valueText(value: unknown, lng: string, t: TFunction<'gestion'>): string {
  if (value === null || value === undefined || value === '') return t('history.none');
  if (value === true) return t('history.yes');
  if (value === false) return t('history.no');
  if (typeof value === 'string') return ISO_DATE.test(value) ? formatDateTime(value, lng) : value;
  if (typeof value === 'number') return String(value);
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 79)}…` : json;
}

function HistoryItem({ entry, editionNames }: { entry: HistoryEntry; editionNames: Map<number, string> }) {
  const { t, i18n } = useTranslation('gestion');
  const before = entry.before as Record<string, unknown> | null;
  const after = entry.after as Record<string, unknown> | null;
  // Per-edition entries carry the edition id in both snapshots: shown once, not as a change.
  const editionId = (after ?? before)?.editionId;
  const changes = diffSnapshots(before, after).filter((c) => c.field !== 'editionId');
  const actor = entry.actor ? displayName(entry.actor) : t('history.unknownUser');
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge color={CHANGE_COLORS[entry.changeType] ?? 'gray'} variant="light">
            {t(`history.changeType.${entry.changeType}`)}
          </Badge>
          <Text size="xs" c="dimmed" component="time" dateTime={entry.createdAt}>
            {formatDateTime(entry.createdAt, i18n.language)}
          </Text>
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {actor}
          </Text>
          {entry.targetUser && (
            <>
              <IconArrowRight size={14} aria-label={t('history.toTarget')} />
              <Text size="sm" fw={500}>
                {displayName(entry.targetUser)}
              </Text>
            </>
          )}
        </Group>
        {typeof editionId === 'number' && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {editionNames.has(editionId) ? t('history.editionNamed', { name: editionNames.get(editionId) }) : t('history.edition', { id: editionId })}
          </Text>
        )}
        {changes.length > 0 && (
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('history.changes')}>
            {changes.map((c) => (
              <Text key={c.field} size="xs" component="li" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="xs">
                  {fieldLabel(c.field, t)}
                </Text>
                {t('history.colon')}{' '}
                <Text span c="dimmed" size="xs" td="line-through">
                  {valueText(c.before, i18n.language, t)}
                </Text>{' '}
                →{' '}
                <Text span size="xs">
                  {valueText(c.after, i18n.language, t)}
                </Text>
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** Entries shown at first and added by each "show more". */
const HISTORY_PAGE = 20;

/** Team changes of a convention, newest first. */
export function HistoryList({ conventionId }: { conventionId: number }) {
  const { t } = useTranslation('gestion');
  const query = useHistory(conventionId);
  const [shown, setShown] = useState(HISTORY_PAGE);
  // Per-edition entries name the edition (a deleted one keeps its number).
  const editions = useConventionEditions(conventionId);
  const editionNames = new Map((editions.data?.items ?? []).map((e) => [e.id, e.name]));
  return (
    <Stack gap="sm" component="section" aria-labelledby="convention-history-title">
      <Title order={2} size="h3" id="convention-history-title">
        {t('history.title')}
      </Title>
      <DataLoader
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState icon={<IconHistory size={28} />} title={t('history.empty')} />}
      >
        {(data) => (
          <Stack gap="xs">
            <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.items.slice(0, shown).map((entry) => (
                <HistoryItem key={entry.id} entry={entry} editionNames={editionNames} />
              ))}
            </Stack>
            {data.items.length > shown && (
              <Group justify="center">
                <Button variant="default" size="xs" onClick={() => setShown((n) => n + HISTORY_PAGE)}>
                  {t('history.showMore', { count: Math.min(HISTORY_PAGE, data.items.length - shown) })}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </DataLoader>
    </Stack>
  );
}
