import { ActionIcon, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WithLater } from '@festival/ui';

const ICONS = { auto: IconDeviceDesktop, light: IconSun, dark: IconMoon } as const;

/** System / light / dark; Mantine keeps the choice in localStorage. */
export function ColorModeControl() {
  const { t } = useTranslation('app');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Current = ICONS[colorScheme];
  const options: { value: MantineColorScheme; label: string }[] = [
    { value: 'auto', label: t('colorMode.system') },
    { value: 'light', label: t('colorMode.light') },
    { value: 'dark', label: t('colorMode.dark') },
  ];
  const target = (
    <ActionIcon variant="subtle" size="lg" aria-label={t('colorMode.label')}>
      <Current size={20} />
    </ActionIcon>
  );
  return (
    <WithLater target={target}>
      {({ Menu }, intent) => (
        <Menu position="bottom-end" withinPortal defaultOpened={intent.opened}>
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('colorMode.label')}</Menu.Label>
            {options.map(({ value, label }) => {
              const Icon = ICONS[value as keyof typeof ICONS];
              return (
                <Menu.Item
                  key={value}
                  leftSection={<Icon size={16} />}
                  onClick={() => setColorScheme(value)}
                  fw={colorScheme === value ? 700 : undefined}
                  aria-current={colorScheme === value ? 'true' : undefined}
                >
                  {label}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
    </WithLater>
  );
}
