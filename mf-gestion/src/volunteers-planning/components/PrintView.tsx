import { useMemo } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from '@festival/ui/later';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dayOf, timeOf } from '@festival/i18n/zoned';
import type { Planning, PlanningSlot } from '../planningApi';
import { personName } from '../planningRules';

/** One block of the printed planning: a title and its slots, in columns of the same widths on every block. */
function SlotTable({ title, rows }: { title: string; rows: readonly { id: number; when: string; title: string; third: string }[] }) {
  return (
    <Stack gap={4} style={{ breakInside: 'avoid' }}>
      <Title order={3}>{title}</Title>
      <Table withTableBorder layout="fixed">
        <colgroup>
          <col style={{ width: '14rem' }} />
          <col style={{ width: '35%' }} />
          <col />
        </colgroup>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.when}</Table.Td>
              <Table.Td>{r.title}</Table.Td>
              <Table.Td>{r.third}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** A printable planning of every day: per team (each slot with its people) or per person (each person's slots). */
export function PrintView({ planning, by, editionName, onBack }: { planning: Planning; by: 'team' | 'person'; editionName: string; onBack: () => void }) {
  const { t } = useTranslation('volunteers');
  const people = useMemo(() => new Map(planning.people.map((p) => [p.id, p])), [planning.people]);
  const teams = useMemo(() => new Map(planning.teams.map((x) => [x.id, x])), [planning.teams]);
  const tz = planning.timeZone;
  const when = (s: { start: string; end: string }) => `${dayOf(s.start, tz)} ${timeOf(s.start, tz)}–${timeOf(s.end, tz)}`;
  const byPerson = useMemo(() => {
    const out = new Map<number, PlanningSlot[]>();
    for (const s of planning.slots) for (const u of s.assignees) out.set(u, [...(out.get(u) ?? []), s]);
    return [...out.entries()].sort((a, b) => personName(people.get(a[0])).localeCompare(personName(people.get(b[0]))));
  }, [planning.slots, people]);
  return (
    <Stack gap="md" className="planning-print">
      <Group justify="space-between" className="no-print">
        <Button variant="default" onClick={onBack}>
          {t('planning.print.back')}
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('planning.print.print')}
        </Button>
      </Group>
      <style>{'@media print { .no-print, header, nav, footer { display: none !important; } .planning-print table { page-break-inside: auto; } }'}</style>
      <Title order={2}>{t(by === 'team' ? 'planning.print.byTeamTitle' : 'planning.print.byPersonTitle', { name: editionName })}</Title>
      {by === 'team'
        ? planning.teams.map((team) => {
            const slots = planning.slots.filter((s) => s.teamId === team.id);
            if (!slots.length) return null;
            return (
              <SlotTable
                key={team.id}
                title={team.name}
                rows={slots.map((s) => ({ id: s.id, when: when(s), title: s.title, third: `${s.assignees.map((u) => personName(people.get(u))).join(', ') || '—'} (${s.assigned}/${s.needed})` }))}
              />
            );
          })
        : byPerson.map(([userId, slots]) => (
            <SlotTable key={userId} title={personName(people.get(userId))} rows={slots.map((s) => ({ id: s.id, when: when(s), title: s.title, third: teams.get(s.teamId)?.name ?? '' }))} />
          ))}
      {planning.slots.length === 0 && <Text c="dimmed">{t('planning.empty')}</Text>}
    </Stack>
  );
}
