import { useEffect, useRef, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The search box of a list's filters: what is typed is reported after a pause in typing, not at each key. */
export function SearchField({ value, onSearch, ...input }: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const report = useRef(onSearch);
  report.current = onSearch;
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => report.current(text), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  return <TextInput leftSection={<IconSearch size={16} />} {...input} value={text} onChange={(e) => setText(e.currentTarget.value)} />;
}
