import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import type { MultiSelectProps, NumberInputProps } from '@mantine/core';
import { MultiSelect, NumberInput } from '@festival/ui/later';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal, useFormModalErrors } from '../../shared/FormModal';
import type { CatalogueTexts } from './CatalogueSection';

/** The keys of the values that are lists (the links a multiple select edits). */
type ListKey<V> = { [K in keyof V]: V[K] extends string[] ? K : never }[keyof V];

/**
 * The state of a dialog editing `row` ('new': making one; null: closed): its values (`empty()` or
 * `valuesOf(row)` at each opening), the messages of its fields, and whether the row comes from the
 * provider (its provider's fields are then shown, not editable). `empty` and `valuesOf` are module functions.
 */
export function useCatalogueForm<V extends object, R extends { id: number; isSynced?: boolean }>(row: R | 'new' | null, empty: () => V, valuesOf: (row: R) => V, failedMessage: string) {
  const { t } = useTranslation('ticketing');
  const [values, setValues] = useState<V>(empty);
  const { errors, error, setErrors, clear, onSaveError } = useFormModalErrors<Extract<keyof V, string>>(failedMessage);
  useEffect(() => {
    if (!row) return;
    setValues(row === 'new' ? empty() : valuesOf(row));
    clear();
  }, [row, clear, empty, valuesOf]);
  const current = row === 'new' ? null : row;
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));
  return {
    opened: row !== null,
    isNew: row === 'new',
    /** The row being edited (null: making one, or closed). */
    current,
    synced: current?.isSynced === true,
    values,
    errors: errors as Partial<Record<keyof V, string>>,
    error,
    set,
    onSaveError,
    /** What a multiple select of links needs: its value, its change, its message. */
    links: <K extends ListKey<V>>(key: K) => ({ value: values[key] as string[], onChange: (v: string[]) => set(key, v as V[K]), error: (errors as Partial<Record<keyof V, string>>)[key] }),
    /** Shows the local checks' messages (keys of the ticketing namespace, told `max`); true when there are none. */
    passes(local: Partial<Record<keyof V, string>>, max: number): boolean {
      setErrors(Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(key as string, { max })])) as Partial<Record<Extract<keyof V, string>, string>>);
      return Object.keys(local).length === 0;
    },
  };
}

/** The dialog of a catalogue form (`<texts>.createTitle` or `.editTitle`); on a row from the provider, `.syncedHint` above the fields. */
export function CatalogueFormModal({
  texts,
  form,
  saving,
  onSubmit,
  onClose,
  children,
}: {
  texts: CatalogueTexts;
  form: { opened: boolean; isNew: boolean; synced: boolean; error: string | null };
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('ticketing');
  return (
    <FormModal
      opened={form.opened}
      onClose={onClose}
      title={form.isNew ? t(`${texts}.createTitle`) : t(`${texts}.editTitle`)}
      error={form.error}
      onSubmit={onSubmit}
      saving={saving}
      cancelLabel={t('tiers.cancel')}
      saveLabel={t('tiers.save')}
    >
      {form.synced && (
        <Alert color="blue" icon={<IconRefresh size={16} />}>
          {t(`${texts}.syncedHint`)}
        </Alert>
      )}
      {children}
    </FormModal>
  );
}

/** A multiple select of rows (or custom field values) to link: searchable, clearable. */
export function LinkSelect(props: Omit<MultiSelectProps, 'searchable' | 'clearable' | 'nothingFoundMessage'>) {
  const { t } = useTranslation('ticketing');
  return <MultiSelect searchable clearable nothingFoundMessage={t('tiers.noneToLink')} {...props} />;
}

/** The currency's sign after an amount (amounts are typed in euros, like formatCurrency's). */
const EURO = (
  <Text size="sm" c="dimmed">
    €
  </Text>
);

/** An amount in euros as typed: 0 or more, two decimals; '' when emptied. */
export function AmountInput({ onChange, ...props }: Omit<NumberInputProps, 'onChange' | 'min' | 'decimalScale' | 'allowNegative' | 'rightSection'> & { onChange: (amount: number | '') => void }) {
  return <NumberInput min={0} decimalScale={2} allowNegative={false} rightSection={EURO} {...props} onChange={(v) => onChange(typeof v === 'number' ? v : '')} />;
}
