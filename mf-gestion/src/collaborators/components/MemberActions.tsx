import { ActionIcon } from '@mantine/core';
import { Tooltip } from '@festival/ui/later';
import { IconCalendarCog, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Edit, rights per edition and remove, for one member: icon buttons named after the member. */
export function MemberActions({ name, onEdit, onPerEdition, onRemove }: { name: string; onEdit: () => void; onPerEdition: () => void; onRemove: () => void }) {
  const { t } = useTranslation('gestion');
  const actions = [
    { label: t('collaborators.editAria', { name }), icon: <IconPencil size={18} />, color: undefined, onClick: onEdit },
    { label: t('perEdition.openAria', { name }), icon: <IconCalendarCog size={18} />, color: undefined, onClick: onPerEdition },
    { label: t('collaborators.removeAria', { name }), icon: <IconTrash size={18} />, color: 'red', onClick: onRemove },
  ];
  return (
    <>
      {actions.map(({ label, icon, color, onClick }) => (
        <Tooltip key={label} label={label}>
          <ActionIcon variant="subtle" color={color} size="lg" aria-label={label} onClick={onClick}>
            {icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </>
  );
}
