import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMessages, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMayLeadVolunteers, type MyApplication } from '../myVolunteeringApi';
import { leadsATeam, managementLinks, type ManagementLink } from '../myVolunteeringRules';

const ICONS: Record<ManagementLink['key'], typeof IconCalendarEvent> = { planning: IconCalendarEvent, applications: IconUsersGroup, messages: IconMessages };

/** Links to the edition's volunteer management pages, for a team leader (or anyone the edition's permissions let lead). */
export function ManagementLinks({ application }: { application: MyApplication }) {
  const { t } = useTranslation('volunteers');
  const leads = leadsATeam(application);
  // A leader's badge says it; anyone else (a manager who also volunteers) is asked about once.
  const mayLead = useMayLeadVolunteers(application.edition.id, !leads);
  const links = managementLinks(application.edition.id, leads || mayLead.data === true);
  if (links.length === 0) return null;
  return (
    <Stack gap={6} data-testid="management-links">
      <Text size="sm" fw={600}>
        {t('mySpace.manage.title')}
      </Text>
      <Group gap="xs" wrap="wrap">
        {links.map(({ key, to }) => {
          const Icon = ICONS[key];
          return (
            <Button key={key} component={Link} to={to} size="xs" variant="light" leftSection={<Icon size={14} />}>
              {t(`mySpace.manage.${key}`)}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
