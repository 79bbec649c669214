import { Box, Group, Menu, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconHandStop, IconHeart, IconLogout, IconShield, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, setAdminMode, useAuth } from '@festival/ui';


export function UserMenu() {
  const { t } = useTranslation(['app', 'notifications']);
  const { user, adminModeActive } = useAuth();
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('menu.userMenu')} style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar user={user} size="md" />
            <Text size="sm" fw={500} visibleFrom="sm" maw={140} truncate>
              {user.pseudo}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Group gap="xs" wrap="nowrap">
            <Avatar user={user} size="sm" />
            <Text size="sm" truncate>
              {user.pseudo}
            </Text>
          </Group>
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('menu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/my-conventions" leftSection={<IconCalendarEvent size={16} />}>
          {t('menu.myConventions')}
        </Menu.Item>
        <Menu.Item component={Link} to="/my-volunteer-applications" leftSection={<IconHandStop size={16} />}>
          {t('menu.myVolunteerApplications')}
        </Menu.Item>
        <Box hiddenFrom="sm">
          <Menu.Item component={Link} to="/favorites" leftSection={<IconHeart size={16} />}>
            {t('menu.favorites')}
          </Menu.Item>
        </Box>
        {user.isGlobalAdmin && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/admin" leftSection={<IconShield size={16} />}>
              {t('menu.admin')}
            </Menu.Item>
            <Box px="sm" py={8}>
              <Switch
                label={t('menu.adminMode')}
                checked={adminModeActive}
                onChange={(e) => setAdminMode(e.currentTarget.checked, t)}
                color="red"
              />
            </Box>
          </>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} />}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
