import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Checkbox, Divider, Drawer, MultiSelect, Textarea } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { volunteerAnswerFieldValues, type Schemas } from '@festival/api-client';
import { formatInZone } from '@festival/i18n/zoned';
import { ConfirmModal, errorMessageOf, LoadingState, ErrorState, UnsavedChangesGuard } from '@festival/ui';
import { answerErrors, AnswerInputs, applicationStatusColor, isAsked, type AnswerField } from '@festival/ui/volunteers';
import { FormError } from '../../shared/FormError';
import { useFormSending } from '../../shared/useFormSending';
import { useApplicationDetail, useChangeStatus, useCorrectApplication, useSetTeams, type ApplicationDetail, type ApplicationStatus } from '../applicationsApi';
import { correctionAsked, correctionBody, correctionValues, fullName, MOTIVATION_MAX, nextStatuses, NOTE_MAX, removalsOf, teamsBody, type CorrectionValues } from '../applicationsRules';

type Team = { id: number; name: string; color: string };

function Answers({ detail, teams, timeZone }: { detail: ApplicationDetail; teams: Team[]; timeZone: string }) {
  const { t, i18n } = useTranslation('volunteers');
  const show = (field: Schemas['VolunteerAnswerField']): string | null => {
    const v = detail[field];
    if (v === null || v === undefined) return null;
    if (typeof v === 'boolean') return t(v ? 'common.yes' : 'common.no');
    if (field === 'arrivalDateTime' || field === 'departureDateTime') return formatInZone(v as string, i18n.language, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
    if (field === 'dietaryPreference') return t(`common.diet.${v as string}`);
    if (field === 'allergySeverity') return t(`common.severity.${v as string}`);
    if (field === 'timePreferences') return (v as string[]).map((x) => t(`common.time.${x}`)).join(', ');
    if (field === 'teamPreferences') return (v as number[]).map((id) => teams.find((team) => team.id === id)?.name ?? `#${id}`).join(', ');
    return String(v);
  };
  // Every answer, in the form's order (the backend's ANSWER_FIELDS).
  const rows = volunteerAnswerFieldValues.map((f) => [f, show(f)] as const).filter(([, v]) => v !== null);
  return (
    <Stack gap={6} component="dl" style={{ margin: 0 }}>
      {rows.map(([field, value]) => (
        <div key={field}>
          <Text component="dt" size="xs" c="dimmed">
            {t(`common.fields.${field}`)}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

function Decision({ editionId, detail, timeZone }: { editionId: number; detail: ApplicationDetail; timeZone: string }) {
  const { t, i18n } = useTranslation('volunteers');
  const change = useChangeStatus(editionId);
  const [target, setTarget] = useState<ApplicationStatus | null>(null);
  const [note, setNote] = useState(detail.acceptanceNote ?? '');
  const [error, setError] = useState<string | null>(null);
  const removals = target ? removalsOf(detail, target) : null;
  const format = (iso: string) => formatInZone(iso, i18n.language, timeZone, { dateStyle: 'short', timeStyle: 'short' });
  const confirm = async () => {
    setError(null);
    try {
      await change.mutateAsync({ id: detail.id, status: target!, acceptanceNote: target === 'ACCEPTED' ? note.trim() || null : undefined });
      setTarget(null);
    } catch (err) {
      setTarget(null);
      setError(errorMessageOf(err, t('applications.decision.failed')));
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('applications.decision.title')}
      </Title>
      {detail.status === 'PENDING' && (
        <Textarea label={t('applications.decision.note')} description={t('applications.decision.noteHelp')} autosize minRows={2} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      )}
      <Group gap="xs">
        {nextStatuses(detail.status).map((status) => (
          <Button key={status} color={applicationStatusColor(status)} variant={status === 'PENDING' ? 'outline' : 'filled'} onClick={() => setTarget(status)}>
            {t(`applications.decision.to.${status}`)}
          </Button>
        ))}
      </Group>
      <FormError message={error} />
      <ConfirmModal
        opened={target !== null}
        onClose={() => setTarget(null)}
        onConfirm={confirm}
        loading={change.isPending}
        color={applicationStatusColor(target)}
        title={target ? t(`applications.decision.to.${target}`) : undefined}
        confirmLabel={target ? t(`applications.decision.to.${target}`) : undefined}
        description={
          removals && (removals.teams.length || removals.slots.length) ? (
            <>
              {t('applications.decision.removals')}
              <List size="sm" mt="xs">
                {removals.teams.map((name) => (
                  <List.Item key={`t-${name}`}>{t('applications.decision.removedTeam', { name })}</List.Item>
                ))}
                {removals.slots.map((s) => (
                  <List.Item key={`s-${s.id}`}>{t('applications.decision.removedSlot', { title: s.title, team: s.teamName, start: format(s.startDateTime), end: format(s.endDateTime) })}</List.Item>
                ))}
              </List>
            </>
          ) : (
            t('applications.decision.confirm', { name: fullName(detail.user) })
          )
        }
      />
    </Stack>
  );
}

function TeamsEditor({ editionId, detail, teams }: { editionId: number; detail: ApplicationDetail; teams: Team[] }) {
  const { t } = useTranslation('volunteers');
  const setTeams = useSetTeams(editionId);
  const [chosen, setChosen] = useState(detail.teams.map((team) => String(team.id)));
  const [leaders, setLeaders] = useState(new Set(detail.teams.filter((team) => team.isLeader).map((team) => String(team.id))));
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await setTeams.mutateAsync({ id: detail.id, teams: teamsBody(chosen, leaders) });
    } catch (err) {
      setError(errorMessageOf(err, t('applications.teams.failed')));
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('applications.teams.title')}
      </Title>
      <MultiSelect label={t('applications.teams.choose')} data={teams.map((team) => ({ value: String(team.id), label: team.name }))} value={chosen} onChange={setChosen} searchable />
      {chosen.map((id) => (
        <Checkbox
          key={id}
          label={t('applications.teams.leaderOf', { name: teams.find((team) => String(team.id) === id)?.name ?? id })}
          checked={leaders.has(id)}
          onChange={(e) => {
            const next = new Set(leaders);
            if (e.currentTarget.checked) next.add(id);
            else next.delete(id);
            setLeaders(next);
          }}
        />
      ))}
      <FormError message={error} />
      <Group justify="flex-end">
        <Button onClick={save} loading={setTeams.isPending}>
          {t('applications.teams.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * An organiser's correction of every answer. The questions switched off stay hidden unless the
 * application holds an answer to them (the server ignores the others); the rules are the server's,
 * and its field messages land on the fields. Only what changed is sent.
 */
function CorrectionForm({ editionId, detail, teams, timeZone, onDone }: { editionId: number; detail: ApplicationDetail; teams: Team[]; timeZone: string; onDone: () => void }) {
  const { t } = useTranslation('volunteers');
  const correct = useCorrectApplication(editionId);
  const asked = correctionAsked(detail);
  const form = useForm<CorrectionValues>({
    initialValues: correctionValues(detail, timeZone),
    validate: (values) => Object.fromEntries(Object.entries(answerErrors(values, asked, timeZone)).map(([field, code]) => [field, t(`form.errors.${code}`)])),
  });
  const { error, pending, submit } = useFormSending(
    form,
    async (values) => {
      const body = correctionBody(detail, values, timeZone);
      if (Object.keys(body).length) await correct.mutateAsync({ id: detail.id, body });
      onDone();
    },
    t('applications.correct.failed'),
    () => t('form.fixFields'),
  );
  const shown = (field: AnswerField) => isAsked(field, asked, form.values);
  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t('applications.correct.open')}>
      <UnsavedChangesGuard when={form.isDirty() && !pending} />
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('applications.correct.help')}
        </Text>
        <FormError message={error} />
        <Textarea label={t('common.fields.motivation')} autosize minRows={2} maxLength={MOTIVATION_MAX} {...form.getInputProps('motivation')} />
        <AnswerInputs form={form} shown={shown} teams={teams} help={{ departure: t('applications.correct.departureHelp'), severity: t('applications.correct.severityHelp') }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('applications.correct.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Detail({ editionId, detail, teams, canManage, timeZone }: { editionId: number; detail: ApplicationDetail; teams: Team[]; canManage: boolean; timeZone: string }) {
  const { t, i18n } = useTranslation('volunteers');
  const [correcting, setCorrecting] = useState(false);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={applicationStatusColor(detail.status)} variant="light" size="lg">
          {t(`common.status.${detail.status}`)}
        </Badge>
        {detail.source === 'MANUAL' && <Badge variant="outline">{t('applications.manualBy', { name: detail.addedBy ?? '—' })}</Badge>}
      </Group>
      <Stack gap={2}>
        <Text size="sm">
          {detail.user.pseudo} · <Anchor href={`mailto:${detail.user.email}`}>{detail.user.email}</Anchor>
        </Text>
        {detail.user.phone && (
          <Text size="sm">
            <Anchor href={`tel:${detail.user.phone}`}>{detail.user.phone}</Anchor>
            {detail.userSnapshotPhone && detail.userSnapshotPhone !== detail.user.phone && ` (${t('applications.snapshotPhone', { phone: detail.userSnapshotPhone })})`}
          </Text>
        )}
        {detail.acceptanceNote && (
          <Text size="sm">
            {t('applications.decision.note')}: {detail.acceptanceNote}
          </Text>
        )}
      </Stack>
      {canManage && <Decision key={detail.status} editionId={editionId} detail={detail} timeZone={timeZone} />}
      {canManage && detail.status === 'ACCEPTED' && <TeamsEditor key={detail.teams.map((x) => `${x.id}${x.isLeader}`).join()} editionId={editionId} detail={detail} teams={teams} />}
      {!canManage && detail.teams.length > 0 && (
        <Group gap={4}>
          {detail.teams.map((team) => (
            <Badge key={team.id} color={team.color} variant={team.isLeader ? 'filled' : 'light'}>
              {team.name}
            </Badge>
          ))}
        </Group>
      )}
      {detail.slots.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('applications.slots')}
          </Title>
          <List size="sm">
            {detail.slots.map((s) => (
              <List.Item key={s.id}>
                {s.title} · {s.teamName} · {formatInZone(s.startDateTime, i18n.language, timeZone, { dateStyle: 'short', timeStyle: 'short' })} – {formatInZone(s.endDateTime, i18n.language, timeZone, { timeStyle: 'short' })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Divider />
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('applications.answers')}
        </Title>
        {canManage && !correcting && (
          <Button size="xs" variant="light" onClick={() => setCorrecting(true)}>
            {t('applications.correct.open')}
          </Button>
        )}
      </Group>
      {correcting ? <CorrectionForm editionId={editionId} detail={detail} teams={teams} timeZone={timeZone} onDone={() => setCorrecting(false)} /> : <Answers detail={detail} teams={teams} timeZone={timeZone} />}
    </Stack>
  );
}

/** The detail of one application in a drawer: every answer, the contact, and for managers decisions, teams and corrections. */
export function ApplicationDrawer({
  editionId,
  applicationId,
  teams,
  canManage,
  timeZone,
  onClose,
}: {
  editionId: number;
  applicationId: number | null;
  teams: Team[];
  canManage: boolean;
  /** The edition's: arrival, departure and slots are shown and typed on its clocks. */
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('volunteers');
  const detail = useApplicationDetail(editionId, applicationId);
  return (
    <Drawer
      opened={applicationId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={detail.data ? fullName(detail.data.user) : t('applications.detailTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <Detail editionId={editionId} detail={detail.data} teams={teams} canManage={canManage} timeZone={timeZone} />
      ) : (
        <Alert>{t('applications.detailTitle')}</Alert>
      )}
    </Drawer>
  );
}
