import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@festival/ui';
import { useVolunteerTeams, type Edition } from '../shared/gestionApi';
import { QueryGate } from '../shared/QueryGate';
import { EditionPage } from '../shared/SectionGates';
import { ComposeMessageForm } from './components/ComposeMessageForm';
import { MessageDetail } from './components/MessageDetail';
import { SentMessages } from './components/SentMessages';
import { volunteersMessagesEntry } from './entry';
import { useSentMessages } from './messagesApi';
import { messageIdOf, writableTeams } from './messagesRules';

function Messages({ edition }: { edition: Edition }) {
  const { t } = useTranslation('volunteers');
  const [page, setPage] = useState(1);
  const sent = useSentMessages(edition.id, page);
  const teams = useVolunteerTeams(edition.id);
  // The open message is in the address (?message=12): a link or a reload shows it again.
  const [search, setSearch] = useSearchParams();
  const openId = messageIdOf(search.get('message'));
  const open = (groupId: number | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (groupId === null) next.delete('message');
        else next.set('message', String(groupId));
        return next;
      },
      { replace: groupId === null },
    );
  return (
    <Stack gap="lg">
      <PageHeader title={t('messages.title')} below={t('messages.subtitle', { name: edition.name })} />
      <QueryGate queries={[sent, teams]}>
        {() => {
          const { items, total, scope } = sent.data!;
          return (
            <>
              <ComposeMessageForm editionId={edition.id} scope={scope} teams={writableTeams(teams.data!.items, scope)} onSent={(id) => open(id)} />
              <SentMessages items={items} total={total} page={page} onPage={setPage} onOpen={open} />
            </>
          );
        }}
      </QueryGate>
      <MessageDetail editionId={edition.id} groupId={openId} onClose={() => open(null)} />
    </Stack>
  );
}

/** Group messages to the edition's volunteers: compose, follow the confirmations, remind. */
export default function VolunteersMessagesPage() {
  return <EditionPage entry={volunteersMessagesEntry}>{(edition) => <Messages edition={edition} />}</EditionPage>;
}
