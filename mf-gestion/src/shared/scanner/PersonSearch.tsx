import { useEffect, useState, type ReactNode } from 'react';
import { Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Finding a person when their code cannot be read: words typed (at least `min` characters, waited
 * on while typing), the people found, one tap to pick. Generic over what a search answers.
 */
export function PersonSearch<T>({
  search,
  min = 2,
  itemKey,
  renderItem,
  onPick,
}: {
  search: (query: string) => Promise<T[]>;
  min?: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onPick: (item: T) => void;
}) {
  const { t } = useTranslation('gestion');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const [found, setFound] = useState<{ query: string; items: T[] } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (debounced.length < min) return setFound(null);
    let current = true;
    setFailed(false);
    search(debounced).then(
      (items) => current && setFound({ query: debounced, items }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [debounced, min, search]);
  const waiting = debounced.length >= min && found?.query !== debounced && !failed;
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        size="lg"
        label={t('scanner.search')}
        placeholder={t('scanner.searchPlaceholder')}
        leftSection={<IconSearch size={18} />}
        rightSection={waiting ? <Loader size="xs" /> : null}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      {failed && (
        <Text c="red" role="alert">
          {t('scanner.searchFailed')}
        </Text>
      )}
      {found && found.query === debounced && found.items.length === 0 && <Text c="dimmed">{t('scanner.nobody')}</Text>}
      {found && found.query === debounced && found.items.length > 0 && (
        <Stack gap={4} role="list" aria-label={t('scanner.found')}>
          {found.items.map((item) => (
            <UnstyledButton
              key={itemKey(item)}
              role="listitem"
              onClick={() => {
                setQuery('');
                onPick(item);
              }}
              style={{ minHeight: 48, padding: '8px 12px', borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
            >
              {renderItem(item)}
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
