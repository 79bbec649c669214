import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal, Select } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, fieldErrorsOf } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import { useCopyDay } from '../planningApi';

/** Copies the slots of the shown day (of the shown team, or every team the caller works on) to another day, same times, nobody on them. */
export function CopyDayModal({ editionId, opened, from, days, teamId, onClose }: { editionId: number; opened: boolean; from: string; days: readonly string[]; teamId: number | null; onClose: () => void }) {
  const { t } = useTranslation('volunteers');
  const copy = useCopyDay(editionId);
  const [to, setTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setTo(null);
    setError(null);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('planning.copy.title', { day: from })} centered>
      <Stack gap="sm">
        <Text size="sm">{t('planning.copy.text')}</Text>
        <FormError message={error} />
        <Select label={t('planning.copy.to')} data={days.filter((d) => d !== from)} value={to} onChange={setTo} comboboxProps={{ withinPortal: true }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('planning.cancel')}
          </Button>
          <Button
            disabled={!to}
            loading={copy.isPending}
            onClick={() =>
              copy.mutate(
                { from, to: to!, ...(teamId ? { teamIds: [teamId] } : {}) },
                {
                  onSuccess: (res) => {
                    notifications.show({ color: 'green', message: t('planning.copy.done', { n: res.items.length, day: to }) });
                    onClose();
                  },
                  onError: (err) => setError(Object.values(fieldErrorsOf(err))[0] ?? errorMessageOf(err, t('planning.copy.failed'))),
                },
              )
            }
          >
            {t('planning.copy.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
