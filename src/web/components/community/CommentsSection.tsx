import { Alert, Badge, Button, CloseButton, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { COMMUNITY_LIMITS as L } from '../../../shared/community/limits';
import { communityErrorMessage, communityKeys, deleteComment, postComment, type ShowcaseItem, useComments } from '../../api/community';
import { useSession } from '../../api/session';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { ReportButton } from '../moderation/ReportButton';
import { notify } from '../notify';
import { MemberLink } from './MemberLink';

/**
 * The item's comments, oldest first, and a box to write one. Comments are plain text: React escapes
 * them, and line breaks are kept by CSS (no HTML is ever made from them).
 */
export function CommentsSection({ item }: { item: ShowcaseItem }) {
  const { t, i18n } = useTranslation();
  const viewer = useSession();
  const client = useQueryClient();
  const comments = useComments(item.id);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = comments.data?.pages.flatMap((p) => p.comments) ?? [];
  const setCount = (commentCount: number) => client.setQueryData<ShowcaseItem>(communityKeys.item(item.id), (old) => (old ? { ...old, commentCount } : old));

  async function send() {
    setBusy(true);
    setError(null);
    try {
      const answer = await postComment(item.id, body.trim());
      setBody('');
      setCount(answer.commentCount);
      await client.invalidateQueries({ queryKey: communityKeys.comments(item.id) });
    } catch (e) {
      setError(communityErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }
  async function remove(id: string) {
    try {
      setCount((await deleteComment(id)).commentCount);
      await client.invalidateQueries({ queryKey: communityKeys.comments(item.id) });
    } catch (e) {
      notify('error', communityErrorMessage(e, t));
    }
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="comments-title">
      <Title order={2} size="h3" id="comments-title">
        {t('showcase.comments.title', { count: item.commentCount })}
      </Title>
      {comments.error && <Alert color="red">{communityErrorMessage(comments.error, t)}</Alert>}
      {list.length === 0 && comments.isSuccess && <Text c="dimmed">{t('showcase.comments.empty')}</Text>}
      {list.map((c) => (
        <Paper key={c.id} withBorder p="sm" radius="md" id={`comment-${c.id}`} data-testid="comment">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="xs" wrap="wrap">
              <MemberLink member={c.author} />
              <Text size="xs" c="dimmed">
                {formatDate(c.createdAt, i18n.language, true)}
              </Text>
              {c.hidden && (
                <Badge size="xs" color="orange" variant="light">
                  {t('showcase.hiddenBadge')}
                </Badge>
              )}
            </Group>
            <Group gap={4} wrap="nowrap">
              {viewer && viewer.id !== c.author.id && (
                <ReportButton targetType="showcase_comment" targetId={c.id} label={t('moderation.report.commentLabel', { name: c.author.name })} />
              )}
              {c.canDelete && <CloseButton size="sm" aria-label={t('showcase.comments.delete')} onClick={() => void remove(c.id)} />}
            </Group>
          </Group>
          <Text mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.body}
          </Text>
        </Paper>
      ))}
      {comments.hasNextPage && (
        <Button variant="subtle" onClick={() => void comments.fetchNextPage()} loading={comments.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
          {t('showcase.comments.more')}
        </Button>
      )}
      {viewer ? (
        <Stack gap="xs">
          <Textarea
            label={t('showcase.comments.write')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            maxLength={L.commentMax}
            autosize
            minRows={2}
            description={t('showcase.comments.limit', { count: L.commentMax - body.length })}
            data-testid="comment-input"
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button onClick={() => void send()} loading={busy} disabled={!body.trim()} style={{ alignSelf: 'flex-start' }} data-testid="comment-submit">
            {t('showcase.comments.post')}
          </Button>
        </Stack>
      ) : (
        <Text>
          <Link to={`/login?redirect=${encodeURIComponent(`/showcase/${item.id}`)}`}>{t('showcase.comments.signIn')}</Link>
        </Text>
      )}
    </Stack>
  );
}
