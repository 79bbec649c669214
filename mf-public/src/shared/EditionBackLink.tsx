import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hrefOf } from '@festival/ui';
import { editionEntry } from '../edition/entry';

/**
 * The way back from a page of an edition (workshops, carpooling, news, lost and found): the
 * edition's name above the page's title, linking to the edition's page. One look on every such page.
 */
export function EditionBackLink({ editionId, name }: { editionId: number; name: string }) {
  return (
    <Anchor component={Link} to={hrefOf(editionEntry, { id: editionId })} size="sm" style={{ overflowWrap: 'anywhere' }}>
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> {name}
    </Anchor>
  );
}
