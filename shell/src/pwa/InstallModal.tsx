import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Modal } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';

/** Install-as-app modal (spec 2): title, description, Later and Install. */
export default function InstallModal({ opened, onLater, onInstall }: { opened: boolean; onLater: () => void; onInstall: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Modal opened={opened} onClose={onLater} title={t('install.title')} centered closeButtonProps={{ 'aria-label': t('install.later') }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Image src="/icons/icon-192.png" alt="" w={56} h={56} radius="md" />
          <Text size="sm">{t('install.description')}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onLater}>
            {t('install.later')}
          </Button>
          <Button onClick={onInstall}>{t('install.install')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
