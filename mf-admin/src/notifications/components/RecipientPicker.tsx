import { useState, type ReactNode } from 'react';
import { Select } from '@festival/ui/later';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { RECIPIENT_QUERY_MIN } from '../adminNotificationsRules';
import { useRecipients, type Recipient } from '../adminNotificationsApi';

/** Searchable user picker fed by the recipients search (≥ 2 characters). */
export function RecipientPicker({ value, onChange, error }: { value: string | null; onChange: (id: string | null) => void; error?: ReactNode }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Recipient | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useRecipients(debounced);
  const label = (r: Recipient) => `${r.pseudo} — ${[r.prenom, r.nom].filter(Boolean).join(' ')} <${r.email}>`;
  const found = debounced.length >= RECIPIENT_QUERY_MIN ? (query.data ?? []) : [];
  const options = [...(picked && !found.some((r) => r.id === picked.id) ? [picked] : []), ...found];
  const nothing =
    search.trim().length < RECIPIENT_QUERY_MIN ? t('notifications.form.recipientHint') : query.isFetching ? t('notifications.form.searching') : t('notifications.form.noRecipient');
  return (
    <Select
      label={t('notifications.form.recipient')}
      placeholder={t('notifications.form.recipientPlaceholder')}
      searchable
      clearable
      required
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        setPicked(options.find((r) => String(r.id) === id) ?? null);
        onChange(id);
      }}
      data={options.map((r) => ({ value: String(r.id), label: label(r) }))}
      // The server already filtered: show every answer.
      filter={({ options: all }) => all}
      nothingFoundMessage={nothing}
      error={error}
    />
  );
}
