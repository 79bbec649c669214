import { useState } from 'react';
import { Button, Container, Group, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft, IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyCard, ErrorPage, ErrorState, errorStatus, LoadingState, PageHeader, usePageMeta } from '@festival/ui';
import { useEdition } from '@festival/ui/editions';
import { parseEditionId } from '../edition/editionRules';
import { EditionBackLink } from '../shared/EditionBackLink';
import { ItemCard } from './components/ItemCard';
import { ItemView } from './components/ItemView';
import { RecordItemModal } from './components/RecordItemModal';
import { StatusFilterControl } from './components/StatusFilterControl';
import { useIsTeam, useLostFoundItem, useLostFoundItems, type LostFoundItem } from './lostFoundApi';
import { ITEMS_PAGE_SIZE, itemIdOf, pageCount, pageOf, statusFilterOf, type StatusFilter } from './lostFoundRules';

type Edition = NonNullable<ReturnType<typeof useEdition>['data']>;

/** The grid of items of the filter and page the address says, with the filter and the pages. */
function ItemGrid({ edition, filter, page, onFilter, onPage, onOpen }: {
  edition: Edition;
  filter: StatusFilter;
  page: number;
  onFilter: (filter: StatusFilter) => void;
  onPage: (page: number) => void;
  onOpen: (item: LostFoundItem) => void;
}) {
  const { t } = useTranslation('community');
  const items = useLostFoundItems(edition.id, filter, page);
  const pages = items.data ? pageCount(items.data.total, ITEMS_PAGE_SIZE) : 1;
  return (
    <Stack gap="md">
      <StatusFilterControl value={filter} onChange={onFilter} counts={items.data?.counts} />
      {items.isPending ? (
        <LoadingState />
      ) : items.isError ? (
        <ErrorState error={items.error} onRetry={() => void items.refetch()} />
      ) : !items.data.items.length ? (
        <EmptyCard icon={<IconLifebuoy size={28} />} title={t(`lostFound.empty.${filter}.title`)} description={t(`lostFound.empty.${filter}.text`)} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy={items.isFetching} aria-label={t('lostFound.listLabel')} component="section">
          {items.data.items.map((item) => (
            <ItemCard key={item.id} item={item} timeZone={edition.timeZone} onOpen={() => onOpen(item)} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} aria-label={t('lostFound.pages')} />
        </Group>
      )}
    </Stack>
  );
}

/** One item opened from the grid or a link (?item=…); a deleted or unknown one says so. */
function OpenedItem({ edition, itemId, shown, isTeam, onBack }: { edition: Edition; itemId: number; shown?: LostFoundItem; isTeam: boolean; onBack: () => void }) {
  const { t } = useTranslation('community');
  const item = useLostFoundItem(edition.id, itemId, shown);
  const back = (
    <Group>
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
        {t('lostFound.backToList')}
      </Button>
    </Group>
  );
  return (
    <Stack gap="md">
      {back}
      {item.data ? (
        <ItemView editionId={edition.id} item={item.data} timeZone={edition.timeZone} isTeam={isTeam} onDeleted={onBack} />
      ) : item.isError ? (
        errorStatus(item.error) === 404 ? (
          <EmptyCard title={t('lostFound.gone.title')} description={t('lostFound.gone.text')} />
        ) : (
          <ErrorState error={item.error} onRetry={() => void item.refetch()} />
        )
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}

function LostFound({ edition }: { edition: Edition }) {
  const { t } = useTranslation(['community', 'public']);
  usePageMeta(`${t('public:communitySections.lostFound.title')} · ${edition.name}`);
  const isTeam = useIsTeam(edition.id);
  const [params, setParams] = useSearchParams();
  const [recording, setRecording] = useState(false);
  const [opened, setOpened] = useState<LostFoundItem | undefined>(undefined);
  const filter = statusFilterOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const itemId = itemIdOf(params.get('item'));

  /** Changes the address's filter, page or opened item (each a step of the history). */
  const go = (next: { status?: StatusFilter; page?: number; item?: number | null }) => {
    const status = next.status ?? filter;
    const nextPage = next.page ?? (next.status ? 1 : page);
    const search = new URLSearchParams();
    if (status !== 'LOST') search.set('status', status.toLowerCase());
    if (nextPage > 1) search.set('page', String(nextPage));
    const item = next.item === undefined ? itemId : next.item;
    if (item !== null) search.set('item', String(item));
    setParams(search);
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        above={<EditionBackLink editionId={edition.id} name={edition.name} />}
        title={t('public:communitySections.lostFound.title')}
        below={t('lostFound.intro')}
        actions={
          isTeam && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setRecording(true)}>
              {t('lostFound.record')}
            </Button>
          )
        }
      />
      {itemId !== null ? (
        <OpenedItem key={itemId} edition={edition} itemId={itemId} shown={opened?.id === itemId ? opened : undefined} isTeam={isTeam} onBack={() => go({ item: null })} />
      ) : (
        <ItemGrid
          edition={edition}
          filter={filter}
          page={page}
          onFilter={(status) => go({ status })}
          onPage={(p) => go({ page: p })}
          onOpen={(item) => {
            setOpened(item);
            go({ item: item.id });
          }}
        />
      )}
      {isTeam && (
        <RecordItemModal
          editionId={edition.id}
          opened={recording}
          onClose={() => setRecording(false)}
          onRecorded={(item) => {
            setOpened(item);
            go({ item: item.id });
          }}
        />
      )}
    </Stack>
  );
}

function EditionLoader({ editionId }: { editionId: number }) {
  const edition = useEdition(editionId);
  if (edition.isPending) return <LoadingState />;
  if (edition.isError) return errorStatus(edition.error) === 404 ? <ErrorPage status={404} /> : <ErrorState error={edition.error} onRetry={() => void edition.refetch()} />;
  return <LostFound edition={edition.data} />;
}

/** /editions/:id/objets-trouves: the items the edition's team found, with photos, by state; comments under each ("it's mine"). */
export default function LostFoundPage() {
  const { id } = useParams();
  const editionId = parseEditionId(id);
  if (editionId === null) return <ErrorPage status={404} />;
  return (
    <Container size="lg" py="xl" px="md">
      <EditionLoader key={editionId} editionId={editionId} />
    </Container>
  );
}
