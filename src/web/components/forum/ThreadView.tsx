import { Alert, Anchor, Badge, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ForumPost } from '../../../shared/api/forum.responses';
import { useForumActions, useThreadPage } from '../../api/forum';
import { useSession } from '../../api/session';
import { useTranslation } from '../../translation/useTranslation';
import { ReportButton } from '../moderation/ReportButton';
import { notify } from '../notify';
import { usePageTitle } from '../PageHeader';
import { communityErrorMessage } from './communityErrors';
import { PostCard, quoteOf } from './PostCard';
import { PostComposer } from './PostComposer';

/** One thread: its posts page by page, the reply box, and the admins' lock. */
export function ThreadView({ threadId, page }: { threadId: string; page: number | 'last' }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const actions = useForumActions();
  const answer = useThreadPage(threadId, page);
  const [reply, setReply] = useState('');
  const replyRef = useRef<HTMLDivElement>(null);
  usePageTitle(answer.data?.thread.title ?? t('forum.title'));

  useEffect(() => {
    if (answer.data && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [answer.data, hash]);

  if (answer.isPending) return <Skeleton height={320} />;
  if (answer.isError) {
    return (
      <Stack>
        <Alert color="red">{communityErrorMessage(answer.error, t)}</Alert>
        <Anchor component={Link} to="/forum">
          {t('forum.thread.back')}
        </Anchor>
      </Stack>
    );
  }
  const { thread, posts, pageCount } = answer.data;
  const current = answer.data.page;
  const go = (p: number, postSeq?: number) => navigate(`/forum?thread=${threadId}${p > 1 ? `&page=${p}` : ''}${postSeq ? `#post-${postSeq}` : ''}`);
  const canReply = !!session && (!thread.locked || session.isAdmin);
  const quote = (post: ForumPost) => {
    setReply((text) => `${text}${quoteOf(post)}`);
    replyRef.current?.scrollIntoView({ block: 'center' });
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/forum?category=${thread.categoryId}`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t(`forum.categories.${thread.categoryId}.name`)}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {thread.title}
        </Title>
        <Group gap="xs">
          {thread.locked && (
            <Badge color="gray" leftSection={<IconLock size={12} aria-hidden />}>
              {t('forum.thread.locked')}
            </Badge>
          )}
          {session?.isAdmin && (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={thread.locked ? <IconLockOpen size={14} aria-hidden /> : <IconLock size={14} aria-hidden />}
              onClick={() => actions.lock(thread.id, !thread.locked).catch((error) => notify('error', communityErrorMessage(error, t)))}
            >
              {t(thread.locked ? 'moderation.unlock' : 'moderation.lock')}
            </Button>
          )}
          {session && !thread.mine && <ReportButton targetType="forum_thread" targetId={thread.id} label={t('forum.thread.reportLabel')} />}
        </Group>
      </Group>
      {pageCount > 1 && <Pagination total={pageCount} value={current} onChange={go} size="sm" aria-label={t('forum.thread.pages')} />}
      <Stack gap="sm">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} locked={thread.locked} onQuote={quote} />
        ))}
      </Stack>
      {pageCount > 1 && <Pagination total={pageCount} value={current} onChange={go} size="sm" aria-label={t('forum.thread.pages')} />}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} ref={replyRef} component="section" aria-labelledby="reply-heading">
        <Title order={2} fz="lg" mb="sm" id="reply-heading">
          {t('forum.thread.reply')}
        </Title>
        {canReply ? (
          <PostComposer
            label={t('forum.thread.replyLabel')}
            submitLabel={t('forum.thread.replySubmit')}
            value={reply}
            onChange={setReply}
            onSubmit={async (body) => {
              const answer = await actions.reply(thread.id, body);
              go(answer.page, answer.post.seq);
            }}
          />
        ) : (
          <Text c="dimmed">{thread.locked ? t('forum.thread.lockedText') : t('forum.thread.signInToReply')}</Text>
        )}
        {!session && (
          <Button component={Link} to={`/login?redirect=${encodeURIComponent(`/forum?thread=${thread.id}`)}`} mt="sm" variant="light">
            {t('forum.signIn')}
          </Button>
        )}
      </Paper>
    </Stack>
  );
}
