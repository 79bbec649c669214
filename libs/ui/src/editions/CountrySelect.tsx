import { useMemo } from 'react';
import type { SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LaterSelect } from '@festival/ui';
import { countryOptions, matchCountries, type CountryCode } from './countries';

export interface CountrySelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'filter' | 'searchable'> {
  value: CountryCode | '' | null;
  onChange: (value: CountryCode | null) => void;
}

/**
 * A country picked from the list of every country, named in the user's language; typing any part
 * of a name, in any case and without its accents, narrows the list. Gives the ISO code.
 */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const { t, i18n } = useTranslation('components');
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <LaterSelect
      searchable
      clearable
      autoComplete="off"
      nothingFoundMessage={t('country.noMatch')}
      limit={300}
      {...props}
      data={data}
      value={value || null}
      onChange={(v) => onChange((v as CountryCode | null) ?? null)}
      filter={({ options, search }) => matchCountries(options as { value: string; label: string }[], search)}
    />
  );
}
