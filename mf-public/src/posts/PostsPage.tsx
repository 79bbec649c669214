import { useState } from 'react';
import { Button, Container, Pagination, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessages, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyCard, ErrorPage, ErrorState, errorStatus, LoadingState, PageHeader, usePageMeta } from '@festival/ui';
import { useEdition } from '@festival/ui/editions';
import { parseEditionId } from '../edition/editionRules';
import { EditionBackLink } from '../shared/EditionBackLink';
import { PostCard } from './components/PostCard';
import { PostEditor } from './components/PostEditor';
import { useCreatePost, useIsTeam, usePosts } from './postsApi';
import { pageWithin, postPageCount } from './postsRules';

/** The team's form for a new post, opened from the page's button. */
function NewPost({ editionId, onDone }: { editionId: number; onDone: () => void }) {
  const { t } = useTranslation('community');
  const create = useCreatePost(editionId);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="new-post-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="new-post-title">
          {t('posts.new')}
        </Title>
        <PostEditor
          withPin
          submitLabel={t('posts.editor.publish')}
          pending={create.isPending}
          onCancel={onDone}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            notifications.show({ color: 'green', message: t('posts.published') });
            onDone();
          }}
        />
      </Stack>
    </Paper>
  );
}

function Posts({ editionId }: { editionId: number }) {
  const { t } = useTranslation('community');
  const { t: tp } = useTranslation('public');
  const edition = useEdition(editionId);
  const team = useIsTeam(editionId);
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const posts = usePosts(editionId, page);
  const title = tp('communitySections.posts.title');
  usePageMeta(edition.data ? `${title} · ${edition.data.name}` : title);

  if (errorStatus(posts.error) === 404 || errorStatus(edition.error) === 404) return <ErrorPage status={404} />;

  const data = posts.data;
  const pages = data ? postPageCount(data.total, data.pageSize) : 0;
  // A deletion emptied the last page: the page before.
  if (data && !data.items.length && data.total > 0 && page > 1) setPage(pageWithin(page, data.total, data.pageSize));

  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        above={edition.data && <EditionBackLink editionId={editionId} name={edition.data.name} />}
        title={title}
        below={t('posts.subtitle')}
        actions={
          team &&
          !writing && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setWriting(true)}>
              {t('posts.new')}
            </Button>
          )
        }
      />

      {team && writing && <NewPost editionId={editionId} onDone={() => setWriting(false)} />}

      {posts.isPending || edition.isPending ? (
        <LoadingState />
      ) : posts.isError || edition.isError ? (
        <ErrorState error={posts.error ?? edition.error} onRetry={() => void (posts.isError ? posts.refetch() : edition.refetch())} />
      ) : !data?.items.length ? (
        <EmptyCard icon={<IconMessages size={28} />} title={t('posts.empty.title')} description={team ? t('posts.empty.teamText') : t('posts.empty.text')} />
      ) : (
        <Stack gap="md">
          {data.items.map((post) => (
            <PostCard key={post.id} editionId={editionId} post={post} timeZone={edition.data.timeZone} />
          ))}
        </Stack>
      )}

      {pages > 1 && <Pagination total={pages} value={page} onChange={changePage} aria-label={t('posts.pages')} />}
    </Stack>
  );
}

/** /editions/:id/commentaires — the team's posts (pinned first) and everyone's comments under them. */
export default function PostsPage() {
  const { id } = useParams();
  const editionId = parseEditionId(id);
  if (editionId === null) return <ErrorPage status={404} />;
  return (
    <Container size="md" py="xl" px="md">
      <Posts key={editionId} editionId={editionId} />
    </Container>
  );
}
