import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconEyeOff, IconQuote, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ForumPost } from '../../../shared/api/forum.responses';
import { POST_MAX_CHARS } from '../../../shared/community/limits';
import { mentionHandle } from '../../../shared/community/markdown';
import { useForumActions } from '../../api/forum';
import { useSession } from '../../api/session';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { ReportButton } from '../moderation/ReportButton';
import { notify } from '../notify';
import { whenModalsReady } from '../overlays/modalsReady';
import { communityErrorMessage } from './communityErrors';
import { MarkdownEditor } from './MarkdownEditor';
import { UserHtml } from './UserHtml';

/** The Markdown a Quote button puts into the reply box: who wrote it, then their words as a block quote. */
export function quoteOf(post: ForumPost): string {
  const lines = (post.body ?? '').split('\n').map((line) => `> ${line}`);
  return `> @${mentionHandle(post.author.name)} wrote (#${post.seq}):\n${lines.join('\n')}\n\n`;
}

/** One post of a thread: author, date, its sanitised text, and what the viewer may do with it. */
export function PostCard({ post, locked, onQuote }: { post: ForumPost; locked: boolean; onQuote: (post: ForumPost) => void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const actions = useForumActions();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isAdmin = !!session?.isAdmin;

  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) notify('success', done);
      return true;
    } catch (error) {
      notify('error', communityErrorMessage(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = () =>
    whenModalsReady((modals) =>
      modals.openConfirmModal({
        title: t(post.seq === 1 ? 'forum.post.deleteThreadTitle' : 'forum.post.deleteTitle'),
        children: <Text size="sm">{t(post.seq === 1 ? 'forum.post.deleteThreadBody' : 'forum.post.deleteBody')}</Text>,
        labels: { confirm: t('forum.post.delete'), cancel: t('common.cancel') },
        confirmProps: { color: 'red.8' },
        onConfirm: () => run(() => (post.mine ? actions.remove(post.id) : actions.resolve('forum_post', post.id, 'deleted')), t('forum.post.deleted')),
      }),
    );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} id={`post-${post.seq}`} component="article" aria-labelledby={`post-${post.seq}-author`} style={{ scrollMarginTop: 80 }}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs">
          <Anchor component={Link} to={`/user/${post.author.id}`} fw={700} id={`post-${post.seq}-author`}>
            {post.author.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatDate(post.createdAt, i18n.language, true)}
          </Text>
          {post.editedAt && (
            <Text size="sm" c="dimmed">
              {t('forum.post.edited')}
            </Text>
          )}
          {post.hidden && !post.deleted && (
            <Badge color="gray.8" variant="outline" leftSection={<IconEyeOff size={12} aria-hidden />}>
              {t('forum.post.hiddenBadge')}
            </Badge>
          )}
        </Group>
        <Anchor href={`#post-${post.seq}`} size="sm" c="dimmed" aria-label={t('forum.post.permalink', { n: post.seq })}>
          #{post.seq}
        </Anchor>
      </Group>

      {editing !== null ? (
        <Stack>
          <MarkdownEditor label={t('forum.post.editLabel')} value={editing} onChange={setEditing} maxLength={POST_MAX_CHARS} images />
          <Group>
            <Button loading={busy} onClick={async () => (await run(() => actions.edit(post.id, editing), t('forum.post.saved'))) && setEditing(null)}>
              {t('common.save')}
            </Button>
            <Button variant="default" onClick={() => setEditing(null)}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : post.html !== null ? (
        <UserHtml html={post.html} />
      ) : (
        <Text c="dimmed" fs="italic">
          {t(post.deleted ? 'forum.post.deletedText' : 'forum.post.hiddenText')}
        </Text>
      )}

      {!post.deleted && editing === null && (
        <Group gap={4} mt="sm">
          {session && post.body !== null && (!locked || isAdmin) && (
            <Button variant="subtle" size="compact-sm" leftSection={<IconQuote size={14} aria-hidden />} onClick={() => onQuote(post)}>
              {t('forum.post.quote')}
            </Button>
          )}
          {post.mine && (!locked || isAdmin) && (
            <Button variant="subtle" size="compact-sm" leftSection={<IconEdit size={14} aria-hidden />} onClick={() => setEditing(post.body ?? '')}>
              {t('forum.post.edit')}
            </Button>
          )}
          {(post.mine || isAdmin) && (
            <Button variant="subtle" color="red" c="red.9" size="compact-sm" leftSection={<IconTrash size={14} aria-hidden />} onClick={confirmDelete}>
              {t('forum.post.delete')}
            </Button>
          )}
          {isAdmin && (
            <Button
              variant="subtle"
              color="gray"
              c="dark.6"
              size="compact-sm"
              leftSection={<IconEyeOff size={14} aria-hidden />}
              loading={busy}
              onClick={() => run(() => actions.setHidden('forum_post', post.id, !post.hidden))}
            >
              {t(post.hidden ? 'moderation.unhide' : 'moderation.hide')}
            </Button>
          )}
          {session && !post.mine && <ReportButton targetType="forum_post" targetId={post.id} label={t('forum.post.reportLabel', { n: post.seq, name: post.author.name })} />}
        </Group>
      )}
    </Paper>
  );
}
