import { Group, Text } from '@mantine/core';
import { SegmentedControl, Select } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import type { PlanningTeam } from '../planningApi';
import type { PlanningView } from '../usePlanningBoard';

/** The day, the team and the view of the board (kept in the address by the page), and the legend of the fill colours. */
export function PlanningFilters({
  days,
  day,
  teams,
  teamId,
  view,
  onDay,
  onTeam,
  onView,
}: {
  days: readonly string[];
  day: string;
  teams: readonly PlanningTeam[];
  teamId: number | null;
  view: PlanningView;
  onDay: (day: string) => void;
  onTeam: (teamId: string | null) => void;
  onView: (view: string) => void;
}) {
  const { t } = useTranslation('volunteers');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('planning.day')}
        data={[...new Set([...days, day])].sort()}
        value={day}
        onChange={(v) => v && onDay(v)}
        allowDeselect={false}
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('planning.team')}
        data={[{ value: '', label: t('planning.allTeams') }, ...teams.map((x) => ({ value: String(x.id), label: x.name }))]}
        value={teamId ? String(teamId) : ''}
        onChange={(v) => onTeam(v || null)}
        allowDeselect={false}
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <SegmentedControl
        value={view}
        onChange={onView}
        data={[
          { value: 'board', label: t('planning.viewBoard') },
          { value: 'list', label: t('planning.viewList') },
        ]}
        aria-label={t('planning.view')}
      />
      <Group gap={6}>
        {(['EMPTY', 'PARTIAL', 'FULL'] as const).map((fill) => (
          <Text key={fill} size="xs" c="dimmed">
            <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: `var(--mantine-color-${fill === 'EMPTY' ? 'red' : fill === 'PARTIAL' ? 'orange' : 'green'}-filled)`, marginRight: 4 }} />
            {t(`planning.legend.${fill}`)}
          </Text>
        ))}
      </Group>
    </Group>
  );
}
