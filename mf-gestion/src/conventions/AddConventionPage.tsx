import { useState } from 'react';
import { Card, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '@festival/api-client';
import { usePageMeta } from '@festival/ui';
import { conventionKeys } from './conventionApi';
import { ConventionForm } from './ConventionForm';
import { logoErrorMessage, PendingLogoField, uploadConventionLogo } from './ConventionLogoField';
import { conventionBody } from './conventionRules';
import { GestionFrame } from './GestionFrame';

/** Creates a convention; the creator becomes its author. */
export default function AddConventionPage() {
  const { t } = useTranslation('gestion');
  usePageMeta(t('addConvention.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<File | null>(null);
  return (
    <GestionFrame size="sm" gap="lg">
      <div>
        <Title order={1}>{t('addConvention.title')}</Title>
        <Text c="dimmed">{t('addConvention.subtitle')}</Text>
      </div>
      <PendingLogoField file={logo} onChange={setLogo} />
      <Card withBorder radius="md" padding="lg">
        <ConventionForm
          submitLabel={t('addConvention.submit')}
          failedMessage={t('addConvention.failed')}
          onSubmit={async (values) => {
            const created = (await api.POST('/api/conventions', { body: conventionBody(values) })).data!;
            let logoFailed = false;
            if (logo) {
              try {
                await uploadConventionLogo(created.id, logo);
              } catch (err) {
                logoFailed = true;
                notifications.show({ color: 'red', title: t('addConvention.logoFailed'), message: logoErrorMessage(err, t), autoClose: 10000 });
              }
            }
            await queryClient.invalidateQueries({ queryKey: conventionKeys.mine() });
            notifications.show({ color: 'green', message: t('addConvention.created', { name: created.name }) });
            // With a failed logo, to the settings page where it can be tried again.
            void navigate(logoFailed ? `/conventions/${created.id}/edit` : '/my-conventions');
          }}
        />
      </Card>
    </GestionFrame>
  );
}
