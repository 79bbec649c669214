import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { CopyButton } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh, IconUserMinus, IconUserPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayOf, formatDay, formatInZone } from '@festival/i18n/zoned';
import { ConfirmModal, errorMessageOf } from '@festival/ui';
import { useLeaveSlot, useRenewCalendar, useTakeSlot, useWithdrawApplication, type MyApplication, type MySlot } from '../myVolunteeringApi';
import { applicationStatusColor } from '@festival/ui/volunteers';
import { byDay, webcalUrl } from '../myVolunteeringRules';
import { ScannerLinks } from './ScannerLinks';
import { ManagementLinks } from './ManagementLinks';
import { MyMeals } from './MyMeals';
import { QrCode } from '../../shared/QrCode';
import { TeamPlanning } from './TeamPlanning';

/** The reader's language and the edition's clocks. */
interface Reading {
  lng: string;
  timeZone: string;
}

function SlotRow({ slot, reading, action }: { slot: MySlot; reading: Reading; action?: React.ReactNode }) {
  const time = (iso: string) => formatInZone(iso, reading.lng, reading.timeZone);
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-testid="my-slot" style={{ borderLeft: `4px solid ${slot.teamColor}`, paddingLeft: 8 }}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {slot.title}
        </Text>
        <Text size="xs" c="dimmed">
          {time(slot.start)}–{time(slot.end)} · {slot.teamName}
        </Text>
        {slot.description && (
          <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {slot.description}
          </Text>
        )}
      </Stack>
      {action && <div style={{ flexShrink: 0 }}>{action}</div>}
    </Group>
  );
}

function Days({ slots, reading, action }: { slots: readonly MySlot[]; reading: Reading; action?: (slot: MySlot) => React.ReactNode }) {
  return (
    <Stack gap="xs">
      {byDay(slots, (iso) => dayOf(iso, reading.timeZone)).map((group) => (
        <Stack key={group.day} gap={6}>
          <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
            {formatDay(group.day, reading.lng, { weekday: 'long', day: 'numeric', month: 'long' })}
          </Text>
          {group.slots.map((slot) => (
            <SlotRow key={slot.id} slot={slot} reading={reading} action={action?.(slot)} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** A titled list of slots by day, or `empty` when there is none. */
function SlotSection({ title, empty, slots, reading, action }: { title: string; empty: string; slots: readonly MySlot[]; reading: Reading; action?: (slot: MySlot) => React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {title}
      </Title>
      {slots.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Days slots={slots} reading={reading} action={action} />
      )}
    </Stack>
  );
}

/**
 * One application: status, teams, links to the management pages for a leader, slots by day, free
 * slots to take, the teams' planning, entry QR code, calendar feed, withdrawing a pending one.
 */
export function ApplicationCard({ application }: { application: MyApplication }) {
  const { t, i18n } = useTranslation('volunteers');
  const lng = i18n.language;
  // Slots on the edition's clocks, whatever the volunteer's zone.
  const reading: Reading = { lng, timeZone: application.edition.timeZone };
  const editionId = application.edition.id;
  const take = useTakeSlot();
  const leave = useLeaveSlot();
  const renew = useRenewCalendar();
  const withdraw = useWithdrawApplication();
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  // Leaving a slot asks first: the slot may be taken by someone else at once, and the team counted on them.
  const [leaving, setLeaving] = useState<MySlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accepted = application.status === 'ACCEPTED';
  const days = new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short', year: 'numeric' });
  const fail = (fallback: string) => (err: unknown) => setError(errorMessageOf(err, t(fallback)));

  return (
    <Card withBorder radius="md" padding="md" data-testid="my-application">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4">
              <Anchor component={Link} to={`/editions/${editionId}`}>
                {application.edition.name}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {application.edition.conventionName} · {days.format(new Date(`${application.edition.startDate}T12:00:00`))} – {days.format(new Date(`${application.edition.endDate}T12:00:00`))}
              {application.edition.city ? ` · ${application.edition.city}` : ''}
            </Text>
          </Stack>
          <Badge color={applicationStatusColor(application.status)} data-testid="application-status" style={{ flexShrink: 0, overflow: 'visible' }}>
            {t(`mySpace.status.${application.status}`)}
          </Badge>
        </Group>

        {error && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)} data-testid="my-space-error">
            {error}
          </Alert>
        )}

        {application.teams.length > 0 && (
          <Group gap={6}>
            {application.teams.map((team) => (
              <Badge key={team.id} variant="light" color={team.color} styles={{ root: { borderLeft: `3px solid ${team.color}` } }}>
                {team.name}
                {team.isLeader ? ` · ${t('mySpace.leader')}` : ''}
              </Badge>
            ))}
          </Group>
        )}

        <ManagementLinks application={application} />

        {accepted && <ScannerLinks editionId={application.edition.id} />}

        {accepted && (
          <SlotSection
            title={t('mySpace.slotsTitle')}
            empty={t('mySpace.noSlots')}
            slots={application.slots}
            reading={reading}
            action={
              application.selfSignUp
                ? (slot) =>
                    new Date(slot.start).getTime() > Date.now() ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconUserMinus size={14} />}
                        loading={leave.isPending && leave.variables?.slotId === slot.id}
                        onClick={() => {
                          setError(null);
                          setLeaving(slot);
                        }}
                      >
                        {t('mySpace.leave')}
                      </Button>
                    ) : null
                : undefined
            }
          />
        )}

        {accepted && application.selfSignUp && (
          <SlotSection
            title={t('mySpace.freeTitle')}
            empty={t('mySpace.noFree')}
            slots={application.freeSlots}
            reading={reading}
            action={(slot) => {
              const free = application.freeSlots.find((s) => s.id === slot.id)!;
              return (
                <Button
                  size="xs"
                  leftSection={<IconUserPlus size={14} />}
                  loading={take.isPending && take.variables?.slotId === slot.id}
                  onClick={() => {
                    setError(null);
                    take.mutate(
                      { editionId, slotId: slot.id },
                      {
                        onSuccess: (res) =>
                          notifications.show({ color: res.warnings.length ? 'yellow' : 'green', message: res.warnings.length ? t('mySpace.takenWithWarnings') : t('mySpace.taken', { title: slot.title }) }),
                        onError: fail('mySpace.takeFailed'),
                      },
                    );
                  }}
                >
                  {t('mySpace.take', { assigned: free.assigned, needed: free.needed })}
                </Button>
              );
            }}
          />
        )}

        {accepted && <TeamPlanning application={application} />}

        {accepted && <MyMeals applicationId={application.id} />}

        {accepted && (
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Stack gap={4} align="center">
              <QrCode value={application.qrToken} label={t('mySpace.qrAlt', { edition: application.edition.name })} />
              <Text size="xs" c="dimmed" maw={180} ta="center">
                {t('mySpace.qrHint')}
              </Text>
            </Stack>
            <Stack gap="xs" style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Title order={4} size="h5">
                {t('mySpace.calendarTitle')}
              </Title>
              <Text size="sm">{t('mySpace.calendarText')}</Text>
              <Button component="a" href={webcalUrl(application.calendarUrl)} variant="light" leftSection={<IconCalendarPlus size={16} />} w="fit-content">
                {t('mySpace.subscribe')}
              </Button>
              <TextInput
                readOnly
                value={application.calendarUrl}
                aria-label={t('mySpace.calendarUrl')}
                data-testid="calendar-url"
                onFocus={(e) => e.currentTarget.select()}
                rightSection={
                  <CopyButton value={application.calendarUrl}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={t('mySpace.copy')}>
                        {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                      </Button>
                    )}
                  </CopyButton>
                }
                rightSectionWidth={44}
              />
              <Button size="xs" variant="subtle" color="red" leftSection={<IconRefresh size={14} />} w="fit-content" onClick={() => setConfirmRevoke(true)}>
                {t('mySpace.revoke')}
              </Button>
            </Stack>
          </Group>
        )}

        {application.status === 'PENDING' && (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('mySpace.pendingText')}
            </Text>
            <Button size="xs" variant="light" color="red" leftSection={<IconX size={14} />} onClick={() => setConfirmWithdraw(true)}>
              {t('mySpace.withdraw')}
            </Button>
          </Group>
        )}
        {application.status === 'REJECTED' && (
          <Text size="sm" c="dimmed">
            {t('mySpace.rejectedText')}
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={confirmRevoke}
        onClose={() => setConfirmRevoke(false)}
        title={t('mySpace.revokeTitle')}
        description={t('mySpace.revokeText')}
        confirmLabel={t('mySpace.revoke')}
        loading={renew.isPending}
        onConfirm={() =>
          renew.mutateAsync(editionId).then(
            () => {
              setConfirmRevoke(false);
              notifications.show({ color: 'green', message: t('mySpace.revoked') });
            },
            (err: unknown) => {
              setConfirmRevoke(false);
              fail('mySpace.revokeFailed')(err);
            },
          )
        }
      />
      <ConfirmModal
        opened={leaving !== null}
        onClose={() => setLeaving(null)}
        title={t('mySpace.leaveTitle')}
        description={leaving ? t('mySpace.leaveText', { title: leaving.title, when: formatInZone(leaving.start, lng, reading.timeZone) }) : undefined}
        confirmLabel={t('mySpace.leaveConfirm')}
        cancelLabel={t('mySpace.leaveKeep')}
        loading={leave.isPending}
        onConfirm={() => {
          const slot = leaving!;
          return leave.mutateAsync({ editionId, slotId: slot.id }).then(
            () => {
              setLeaving(null);
              notifications.show({ color: 'green', message: t('mySpace.left', { title: slot.title }) });
            },
            (err: unknown) => {
              setLeaving(null);
              fail('mySpace.leaveFailed')(err);
            },
          );
        }}
      />
      <ConfirmModal
        opened={confirmWithdraw}
        onClose={() => setConfirmWithdraw(false)}
        title={t('mySpace.withdrawTitle')}
        description={t('mySpace.withdrawText', { edition: application.edition.name })}
        confirmLabel={t('mySpace.withdraw')}
        loading={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutateAsync(editionId).then(
            () => setConfirmWithdraw(false),
            (err: unknown) => {
              setConfirmWithdraw(false);
              fail('mySpace.withdrawFailed')(err);
            },
          )
        }
      />
    </Card>
  );
}
