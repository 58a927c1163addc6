import { Button } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { communityErrorMessage, communityKeys, setFollowing } from '../../api/community';
import { useSession } from '../../api/session';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';

/** Follow / Following (a second press unfollows). A guest is sent to sign in first. */
export function FollowButton({ userId, following, onChange }: { userId: string; following: boolean; onChange?: (following: boolean, followerCount: number) => void }) {
  const { t } = useTranslation();
  const viewer = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    if (!viewer) {
      navigate(`/login?redirect=${encodeURIComponent(`/user/${userId}`)}`);
      return;
    }
    setBusy(true);
    try {
      const answer = await setFollowing(userId, !following);
      onChange?.(answer.following, answer.followerCount);
      void client.invalidateQueries({ queryKey: ['community', 'people'] });
      void client.invalidateQueries({ queryKey: communityKeys.profile(userId) });
    } catch (e) {
      notify('error', communityErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant={following ? 'default' : 'filled'}
      leftSection={following ? <IconUserCheck size={16} aria-hidden /> : <IconUserPlus size={16} aria-hidden />}
      onClick={() => void toggle()}
      loading={busy}
      aria-pressed={following}
      data-testid="follow-button"
    >
      {following ? t('communityProfile.following') : t('communityProfile.follow')}
    </Button>
  );
}
