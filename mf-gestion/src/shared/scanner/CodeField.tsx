import { useEffect, useRef, useState } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The field a hardware scanner types into (it ends with Enter), or a person types a code: Enter
 * sends it. It takes the focus back after each answer (`focusKey` changes), so the next scan lands.
 */
export function CodeField({ onCode, focusKey, disabled }: { onCode: (code: string) => void; focusKey: unknown; disabled?: boolean }) {
  const { t } = useTranslation('gestion');
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [focusKey]);
  const send = () => {
    const code = value.trim();
    if (!code) return;
    setValue('');
    onCode(code);
  };
  return (
    <TextInput
      ref={input}
      size="lg"
      label={t('scanner.code')}
      placeholder={t('scanner.codePlaceholder')}
      value={value}
      disabled={disabled}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="go"
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          send();
        }
      }}
      rightSection={
        <ActionIcon size="lg" variant="filled" aria-label={t('scanner.send')} onClick={send} disabled={disabled || !value.trim()}>
          <IconArrowRight size={20} />
        </ActionIcon>
      }
    />
  );
}
