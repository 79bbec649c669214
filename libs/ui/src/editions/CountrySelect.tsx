import { useEffect, useState } from 'react';
import type { SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LaterSelect } from '@festival/ui';
import { countryName, countryOptions, matchCountries, type CountryCode, type CountryOption } from './countries';

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
  const lng = i18n.language;
  // The whole list (some 250 names, sorted in the reader's language) is built just after the first
  // draw, not during it: on a slow phone it would hold the home page back by a few dozen ms. Until
  // then the field only needs the chosen country's name.
  const [options, setOptions] = useState<{ lng: string; list: CountryOption[] } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setOptions({ lng, list: countryOptions(lng) }));
    return () => clearTimeout(timer);
  }, [lng]);
  const data = options?.lng === lng ? options.list : value ? [{ value, label: countryName(value, lng) }] : [];
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
