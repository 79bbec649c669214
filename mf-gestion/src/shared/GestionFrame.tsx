import type { ReactNode } from 'react';
import { Anchor, Container, Stack, type MantineSize } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefOf } from '@festival/ui';
import { myConventionsEntry } from '../my-conventions/entry';

/** The frame of every management page: a column with the way back to "My conventions" on top. */
export function GestionFrame({ size = 'md', gap = 'md', children }: { size?: MantineSize; gap?: MantineSize; children: ReactNode }) {
  const { t } = useTranslation('gestion');
  return (
    <Container size={size} py="xl" px="md">
      <Stack gap={gap}>
        <Anchor component={Link} to={hrefOf(myConventionsEntry)} size="sm" className="no-print">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('common.backToMyConventions')}
        </Anchor>
        {children}
      </Stack>
    </Container>
  );
}
