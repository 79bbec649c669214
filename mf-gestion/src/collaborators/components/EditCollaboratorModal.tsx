import { useEffect, useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { Modal } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, fieldErrorsOf, trimToNull } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import type { ConventionPermissions } from '../../shared/gestionApi';
import { useUpdateCollaborator, type Collaborator } from '../collaboratorsApi';
import { changedRights, displayName, noRights, TITLE_MAX, type Rights } from '../collaboratorsRules';
import { ModalActions } from './ModalActions';
import { RightsFields } from './RightsFields';

/** A member's title and convention-wide rights; only what changed is sent. */
export function EditCollaboratorModal({
  conventionId,
  collaborator,
  mine,
  onClose,
}: {
  conventionId: number;
  collaborator: Collaborator | null;
  mine: ConventionPermissions;
  onClose: () => void;
}) {
  const { t } = useTranslation('gestion');
  const update = useUpdateCollaborator(conventionId);
  const [title, setTitle] = useState('');
  const [rights, setRights] = useState<Rights>(noRights());
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  useEffect(() => {
    if (!collaborator) return;
    setTitle(collaborator.title ?? '');
    setRights({ ...collaborator.rights });
    setError(null);
    setTitleError(null);
  }, [collaborator]);
  const name = collaborator ? displayName(collaborator.user) : '';
  const save = (c: Collaborator) =>
    update.mutate(
      { collaboratorId: c.id, title: trimToNull(title), rights: changedRights(c.rights, rights) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('collaborators.updatedToast', { name: displayName(c.user) }) });
          onClose();
        },
        onError: (err) => {
          const fields = fieldErrorsOf(err);
          if (fields.title) setTitleError(fields.title);
          else setError(errorMessageOf(err, t('collaborators.updateFailed')));
        },
      },
    );
  return (
    <Modal opened={collaborator != null} onClose={onClose} title={t('collaborators.editTitle', { name })} centered size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (title.trim().length > TITLE_MAX) {
            setTitleError(t('conventionForm.errors.tooLong', { max: TITLE_MAX }));
            return;
          }
          setTitleError(null);
          if (collaborator) save(collaborator);
        }}
      >
        <Stack gap="sm">
          <FormError message={error} />
          <TextInput
            label={t('collaborators.titleField')}
            description={t('collaborators.titleHelp')}
            value={title}
            maxLength={TITLE_MAX}
            error={titleError}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-autofocus
          />
          <RightsFields value={rights} onChange={setRights} mine={mine} />
          <ModalActions onCancel={onClose} saving={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
