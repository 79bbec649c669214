import { SegmentedControl } from '@festival/ui/later';

import { useTranslation } from 'react-i18next';
import type { LostFoundPage } from '../lostFoundApi';
import { STATUS_FILTERS, type StatusFilter } from '../lostFoundRules';

/** Lost / Returned / All, with how many of each (radio buttons: arrow keys move between them). */
export function StatusFilterControl({ value, onChange, counts }: { value: StatusFilter; onChange: (filter: StatusFilter) => void; counts: LostFoundPage['counts'] | undefined }) {
  const { t } = useTranslation('community');
  const countOf = (filter: StatusFilter) => (!counts ? null : filter === 'LOST' ? counts.lost : filter === 'RETURNED' ? counts.returned : counts.lost + counts.returned);
  return (
    <SegmentedControl
      aria-label={t('lostFound.filter.label')}
      value={value}
      onChange={(v) => onChange(v as StatusFilter)}
      fullWidth
      // Longer words (Zurückgegeben, Возвращённые) wrap rather than widen a phone's page.
      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      data={STATUS_FILTERS.map((filter) => {
        const count = countOf(filter);
        return { value: filter, label: count === null ? t(`lostFound.filter.${filter}`) : `${t(`lostFound.filter.${filter}`)} (${count})` };
      })}
    />
  );
}
