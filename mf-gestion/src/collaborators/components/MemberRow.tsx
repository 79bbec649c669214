import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@festival/ui';
import type { UserSummary } from '../collaboratorsApi';
import { displayName, type Rights } from '../collaboratorsRules';
import { RightsBadges } from './RightsFields';

/** One member of the team: who, their title, their rights, and what the current user may do to them. */
export function MemberRow({
  user,
  title,
  isAuthor,
  isMe,
  rights,
  actions,
}: {
  user: UserSummary;
  title?: string | null;
  isAuthor?: boolean;
  isMe?: boolean;
  rights?: Rights;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('gestion');
  const name = displayName(user);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar user={user} size="md" alt={name} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {isAuthor && (
              <Badge size="sm" color="grape">
                {t('myConventions.roleAuthor')}
              </Badge>
            )}
            {isMe && (
              <Badge size="sm" variant="outline">
                {t('collaborators.you')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{user.pseudo}
            {title ? ` · ${title}` : ''}
          </Text>
          <RightsBadges rights={rights} all={isAuthor} />
        </Stack>
        {actions && (
          <Group gap={4} wrap="nowrap">
            {actions}
          </Group>
        )}
      </Group>
    </Card>
  );
}
