import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '@festival/api-client';
import { usePageMeta } from '@festival/ui';
import { conventionKeys } from './conventionApi';
import { ConventionForm } from './ConventionForm';
import { conventionBody } from './conventionRules';

/** Creates a convention; the creator becomes its author. */
export default function AddConventionPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t('addConvention.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="lg">
        <Anchor component={Link} to="/my-conventions" size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('common.backToMyConventions')}
        </Anchor>
        <div>
          <Title order={1}>{t('addConvention.title')}</Title>
          <Text c="dimmed">{t('addConvention.subtitle')}</Text>
        </div>
        <Card withBorder radius="md" padding="lg">
          <ConventionForm
            submitLabel={t('addConvention.submit')}
            failedMessage={t('addConvention.failed')}
            onSubmit={async (values) => {
              const created = (await api.POST('/api/conventions', { body: conventionBody(values) })).data!;
              await queryClient.invalidateQueries({ queryKey: conventionKeys.mine() });
              notifications.show({ color: 'green', message: t('addConvention.created', { name: created.name }) });
              void navigate('/my-conventions');
            }}
          />
        </Card>
      </Stack>
    </Container>
  );
}
