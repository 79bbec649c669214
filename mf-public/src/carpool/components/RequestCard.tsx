import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle, IconPencil, IconPhone, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, errorMessageOf } from '@festival/ui';
import { Collapse } from '@festival/ui/later';
import { useDeleteRequest, type CarpoolRequest } from '../carpoolApi';
import { telHref } from '../carpoolRules';
import { TripComments } from './TripComments';
import { TripHeader } from './TripHeader';

/** A passenger's request: where and when, seats needed, who, the phone number when the API gives it, edit and delete, comments. */
export function RequestCard({ editionId, editionName, request, timeZone, onEdit }: { editionId: number; editionName: string; request: CarpoolRequest; timeZone: string; onEdit: (request: CarpoolRequest) => void }) {
  const { t } = useTranslation('community');
  const [comments, setComments] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteRequest(editionId);
  const headingId = `request-${request.id}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={headingId} data-testid="carpool-request">
      <Stack gap="sm">
        <TripHeader
          direction={request.direction}
          city={request.locationCity}
          tripDate={request.tripDate}
          timeZone={timeZone}
          edition={editionName}
          person={request.passenger}
          personLabel={t('carpool.passenger')}
          badge={
            <Badge color="orange" variant="light" size="lg">
              {t('carpool.seatsNeeded', { count: request.seatsNeeded })}
            </Badge>
          }
          headingId={headingId}
        />
        {request.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.description}
          </Text>
        )}
        {request.phoneNumber && (
          <Group gap={4} wrap="nowrap">
            <IconPhone size={16} aria-hidden />
            <Anchor href={telHref(request.phoneNumber)} size="sm">
              {request.phoneNumber}
            </Anchor>
          </Group>
        )}
        <Group gap="xs" wrap="wrap">
          {request.canEdit && (
            <Button size="xs" variant="default" leftSection={<IconPencil size={16} />} onClick={() => onEdit(request)}>
              {t('carpool.edit')}
            </Button>
          )}
          {request.canDelete && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirm(true)}>
              {t('carpool.delete')}
            </Button>
          )}
          <Button size="xs" variant="subtle" leftSection={<IconMessageCircle size={16} />} onClick={() => setComments((v) => !v)} aria-expanded={comments}>
            {t('carpool.comments', { count: request.commentCount })}
          </Button>
        </Group>
        <Collapse in={comments}>{comments && <TripComments editionId={editionId} kind="requests" id={request.id} timeZone={timeZone} label={t('carpool.commentsOn', { city: request.locationCity })} />}</Collapse>
      </Stack>
      <ConfirmModal
        opened={confirm}
        onClose={() => setConfirm(false)}
        title={t('carpool.requests.deleteTitle')}
        description={t('carpool.requests.deleteText')}
        confirmLabel={t('carpool.delete')}
        loading={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(request.id);
            setConfirm(false);
            notifications.show({ color: 'green', message: t('carpool.requests.deleted') });
          } catch (err) {
            notifications.show({ color: 'red', message: errorMessageOf(err, t('carpool.deleteFailed')) });
          }
        }}
      />
    </Paper>
  );
}
