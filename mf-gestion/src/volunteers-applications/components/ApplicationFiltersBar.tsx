import { Group } from '@mantine/core';
import { Select } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { allergySeverityValues, dietaryPreferenceValues, volunteerAvailabilityValues } from '@festival/api-client';
import { SearchField } from '../../shared/SearchField';
import { withFilter } from '../../shared/listRules';
import { SEARCH_MAX, type Filters } from '../applicationsRules';

/** Search (sent after a pause in typing), team, availability, diet and allergy severity. */
export function ApplicationFiltersBar({ filters, teams, onChange }: { filters: Filters; teams: { id: number; name: string }[]; onChange: (f: Filters) => void }) {
  const { t } = useTranslation('volunteers');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField
        label={t('applications.filters.search')}
        placeholder={t('applications.filters.searchPlaceholder')}
        value={filters.q}
        onSearch={(q) => onChange(withFilter(filters, { q }))}
        maxLength={SEARCH_MAX}
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
