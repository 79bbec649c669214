import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal, useFormModalErrors } from '../../shared/FormModal';
import { useSaveWorkshopLocation, type WorkshopLocation } from '../locationsApi';
import { LOCATION_NAME_MAX, locationNameError } from '../locationsRules';

/** Adds a location (`location` = 'new') or renames one; closes once saved. */
export function LocationFormModal({
  editionId,
  location,
  others,
  onClose,
}: {
  editionId: number;
  location: WorkshopLocation | 'new' | null;
  others: readonly WorkshopLocation[];
  onClose: () => void;
}) {
  const { t } = useTranslation('workshops');
  const save = useSaveWorkshopLocation(editionId);
  const [name, setName] = useState('');
  const { errors, error, setErrors, clear, onSaveError } = useFormModalErrors<'name'>(t('locations.saveFailed'));
  useEffect(() => {
    if (!location) return;
    setName(location === 'new' ? '' : location.name);
    clear();
  }, [location, clear]);
  const selfId = location && location !== 'new' ? location.id : null;
  const submit = () => {
    const local = locationNameError(name, others, selfId);
    setErrors(local ? { name: t(local, { max: LOCATION_NAME_MAX }) } : {});
    if (local) return;
    save.mutate({ locationId: selfId, name: name.trim() }, { onSuccess: onClose, onError: onSaveError });
  };
  return (
    <FormModal
      opened={location !== null}
      onClose={onClose}
      title={location === 'new' ? t('locations.addTitle') : t('locations.renameTitle')}
      error={error}
      onSubmit={submit}
      saving={save.isPending}
      cancelLabel={t('locations.cancel')}
      saveLabel={t('locations.save')}
    >
      <TextInput label={t('locations.name')} required maxLength={LOCATION_NAME_MAX} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} data-autofocus />
    </FormModal>
  );
}
