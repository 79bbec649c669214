import { Group, TextInput } from '@mantine/core';
import { Select } from '@festival/ui/later';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allergySeverityValues, dietaryPreferenceValues, volunteerAvailabilityValues } from '@festival/api-client';
import { withFilter, type Filters } from '../applicationsRules';

/** Search (sent after a pause in typing), team, availability, diet and allergy severity. */
export function ApplicationFiltersBar({ filters, teams, onChange }: { filters: Filters; teams: { id: number; name: string }[]; onChange: (f: Filters) => void }) {
  const { t } = useTranslation('volunteers');
  const [q, setQ] = useState(filters.q);
  useEffect(() => {
    if (q === filters.q) return;
    const timer = setTimeout(() => onChange(withFilter(filters, { q })), 300);
    return () => clearTimeout(timer);
  }, [q, filters, onChange]);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('applications.filters.search')}
        placeholder={t('applications.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        maxLength={100}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label={t('applications.filters.team')}
        data={teams.map((team) => ({ value: String(team.id), label: team.name }))}
        value={filters.teamId ? String(filters.teamId) : null}
        onChange={(v) => onChange(withFilter(filters, { teamId: v ? Number(v) : null }))}
        clearable
        searchable
        w={{ base: '100%', sm: 180 }}
      />
      <Select
        label={t('applications.filters.availability')}
        data={volunteerAvailabilityValues.map((v) => ({ value: v, label: t(`common.availability.${v}`) }))}
        value={filters.availability}
        onChange={(v) => onChange(withFilter(filters, { availability: v as Filters['availability'] }))}
        clearable
        w={{ base: '100%', sm: 170 }}
      />
      <Select
        label={t('applications.filters.diet')}
        data={dietaryPreferenceValues.map((v) => ({ value: v, label: t(`common.diet.${v}`) }))}
        value={filters.dietaryPreference}
        onChange={(v) => onChange(withFilter(filters, { dietaryPreference: v as Filters['dietaryPreference'] }))}
        clearable
        w={{ base: '100%', sm: 160 }}
      />
      <Select
        label={t('applications.filters.severity')}
        data={allergySeverityValues.map((v) => ({ value: v, label: t(`common.severity.${v}`) }))}
        value={filters.allergySeverity}
        onChange={(v) => onChange(withFilter(filters, { allergySeverity: v as Filters['allergySeverity'] }))}
        clearable
        w={{ base: '100%', sm: 160 }}
      />
    </Group>
  );
}
