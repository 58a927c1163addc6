import { Button, Group } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { communityErrorMessage, communityKeys, type ShowcaseItem, setLiked, setSaved } from '../../api/community';
import { useSession } from '../../api/session';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';

/** Like and save, each a toggle that keeps the item's cached counts equal to the server's answer. */
export function ItemReactions({ item }: { item: ShowcaseItem }) {
  const { t, i18n } = useTranslation();
  const viewer = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'like' | 'save' | null>(null);
  const keep = (patch: Partial<ShowcaseItem>) =>
    client.setQueryData<ShowcaseItem>(communityKeys.item(item.id), (old) => (old ? { ...old, ...patch, viewer: { ...old.viewer, ...patch.viewer } } : old));

  async function run(which: 'like' | 'save') {
    if (!viewer) {
      navigate(`/login?redirect=${encodeURIComponent(`/showcase/${item.id}`)}`);
      return;
    }
    setBusy(which);
    try {
      if (which === 'like') {
        const answer = await setLiked(item.id, !item.viewer.liked);
        keep({ likeCount: answer.likeCount, viewer: { ...item.viewer, liked: answer.liked } });
      } else {
        const answer = await setSaved(item.id, !item.viewer.saved);
        keep({ saveCount: answer.saveCount, viewer: { ...item.viewer, saved: answer.saved } });
      }
    } catch (e) {
      notify('error', communityErrorMessage(e, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Group gap="xs">
      <Button
        variant={item.viewer.liked ? 'light' : 'default'}
        color={item.viewer.liked ? 'red' : undefined}
        leftSection={item.viewer.liked ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
        aria-pressed={item.viewer.liked}
        loading={busy === 'like'}
        onClick={() => void run('like')}
        data-testid="like-button"
      >
        {t(item.viewer.liked ? 'showcase.liked' : 'showcase.like')} · {formatNumber(item.likeCount, i18n.language)}
      </Button>
      <Button
        variant={item.viewer.saved ? 'light' : 'default'}
        leftSection={item.viewer.saved ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
        aria-pressed={item.viewer.saved}
        loading={busy === 'save'}
        onClick={() => void run('save')}
        data-testid="save-button"
      >
        {t(item.viewer.saved ? 'showcase.saved' : 'showcase.save')} · {formatNumber(item.saveCount, i18n.language)}
      </Button>
    </Group>
  );
}
