import { Button } from '@mantine/core';
import { IconBuildingCommunity, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyCard, hrefOf } from '@festival/ui';
import { addConventionEntry } from '../convention-form/entry';

/** The empty state of a page that needs a convention of the user's: the way to create one. */
export function NoConventionYet({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('gestion');
  return (
    <EmptyCard
      icon={<IconBuildingCommunity size={28} />}
      title={title}
      description={description}
      action={
        <Button component={Link} to={hrefOf(addConventionEntry)} leftSection={<IconPlus size={16} />}>
          {t('myConventions.create')}
        </Button>
      }
    />
  );
}
