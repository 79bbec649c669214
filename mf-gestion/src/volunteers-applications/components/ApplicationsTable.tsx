import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { ScrollArea, Table } from '@festival/ui/later';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openableRow } from '../../shared/opensOnKey';
import type { ApplicationItem } from '../applicationsApi';
import { applicationStatusColor } from '@festival/ui/volunteers';
import { fullName, type Filters } from '../applicationsRules';

function SortHeader({ label, sort, filters, onSort }: { label: string; sort: Filters['sort']; filters: Filters; onSort: (s: Filters['sort']) => void }) {
  const active = filters.sort === sort;
  const Icon = !active ? IconSelector : filters.order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (filters.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sort)} style={{ fontWeight: 600 }}>
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** One row per application; a row opens its detail (click, Enter or Space). */
export function ApplicationsTable({ items, filters, onSort, onOpen }: { items: ApplicationItem[]; filters: Filters; onSort: (s: Filters['sort']) => void; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('volunteers');
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : '—');
  const availability = (a: ApplicationItem) =>
    (['setup', 'event', 'teardown'] as const)
      .filter((k) => a[`${k}Availability`])
      .map((k) => t(`common.availability.${k}`))
      .join(', ') || '—';
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover miw={760} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label={t('applications.columns.name')} sort="name" filters={filters} onSort={onSort} />
            <SortHeader label={t('applications.columns.status')} sort="status" filters={filters} onSort={onSort} />
            <Table.Th>{t('applications.columns.availability')}</Table.Th>
            <SortHeader label={t('applications.columns.arrival')} sort="arrival" filters={filters} onSort={onSort} />
            <Table.Th>{t('applications.columns.teams')}</Table.Th>
            <SortHeader label={t('applications.columns.addedAt')} sort="addedAt" filters={filters} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((a) => (
            <Table.Tr
              key={a.id}
              {...openableRow(() => onOpen(a.id), t('applications.openLabel', { name: fullName(a.user) }))}
            >
              <Table.Td>
                <Text fw={500} size="sm">
                  {fullName(a.user)}
                </Text>
                <Text size="xs" c="dimmed">
                  {a.user.pseudo} · {a.user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={applicationStatusColor(a.status)} variant="light">
                  {t(`common.status.${a.status}`)}
                </Badge>
                {a.source === 'MANUAL' && (
                  <Text size="xs" c="dimmed">
                    {t('applications.manual')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{availability(a)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{date(a.arrivalDateTime)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {a.teams.map((team) => (
                    <Badge key={team.id} color={team.color} variant={team.isLeader ? 'filled' : 'light'} size="sm">
                      {team.isLeader ? `★ ${team.name}` : team.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{date(a.addedAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
