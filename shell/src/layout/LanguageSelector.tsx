import { Button, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, matchLanguage } from '@festival/i18n';
import { WithLater } from '@festival/ui';
import { selectLanguage } from '../app/session';
import { LanguageFlag } from './LanguageFlag';

/** Dropdown with a flag per language; the choice goes to the i18n_redirected cookie (365 days). */
export function LanguageSelector() {
  const { t, i18n } = useTranslation('app');
  const code = matchLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const current = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[3];
  const target = (
    <Button variant="subtle" size="sm" px={8} aria-label={t('language.label')} rightSection={<IconChevronDown size={14} />}>
      <LanguageFlag code={current.code} />
      <Text span ml={6} size="sm" visibleFrom="sm" tt="uppercase">
        {current.code}
      </Text>
    </Button>
  );
  return (
    <WithLater target={target}>
      {({ Menu }, intent) => (
        <Menu position="bottom-end" withinPortal defaultOpened={intent.opened}>
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('language.label')}</Menu.Label>
            {LANGUAGES.map((lang) => (
              <Menu.Item
                key={lang.code}
                lang={lang.code}
                leftSection={<LanguageFlag code={lang.code} />}
                onClick={() => void selectLanguage(lang.code)}
                fw={lang.code === code ? 700 : undefined}
                aria-current={lang.code === code ? 'true' : undefined}
              >
                {lang.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </WithLater>
  );
}
