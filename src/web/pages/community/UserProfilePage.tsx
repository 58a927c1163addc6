import { Alert, Anchor, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { linkLabel } from '../../../shared/community/links';
import { communityErrorMessage, communityKeys, type PublicProfile, usePublicProfile } from '../../api/community';
import { useSession } from '../../api/session';
import { FollowButton } from '../../components/community/FollowButton';
import { MemberAvatar } from '../../components/community/MemberAvatar';
import { ShowcaseGrid } from '../../components/community/ShowcaseGrid';
import { ReportButton } from '../../components/moderation/ReportButton';
import { usePageTitle } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /user/{userId}: a member's public profile with their showcase items; a private profile shows its name only. */
export function UserProfilePage() {
  const { t, i18n } = useTranslation();
  const { userId = '' } = useParams();
  const client = useQueryClient();
  const session = useSession();
  const query = usePublicProfile(userId);
  const profile = query.data;
  usePageTitle(profile?.name ?? t('communityProfile.memberTitle'));
  const open = profile && (!profile.isPrivate || profile.viewer.isSelf || profile.followerCount !== null);
  const count = (value: number | null) => formatNumber(value ?? 0, i18n.language);

  return (
    <Container size="xl" py={{ base: 'xl', sm: 48 }}>
      {query.isPending && <PageLoader />}
      {query.error && <Alert color="red">{communityErrorMessage(query.error, t)}</Alert>}
      {profile && (
        <Stack gap="xl">
          <Group gap="lg" align="flex-start" wrap="wrap">
            <MemberAvatar member={profile} size={96} />
            <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
              <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                {profile.name}
              </Title>
              {open && (
                <Group gap="md" c="dimmed">
                  <Text size="sm" data-testid="follower-count">
                    {t('communityProfile.followers', { count: profile.followerCount ?? 0, value: count(profile.followerCount) })}
                  </Text>
                  <Text size="sm">{t('communityProfile.followingCount', { count: profile.followingCount ?? 0, value: count(profile.followingCount) })}</Text>
                  <Text size="sm">{t('communityProfile.items', { count: profile.itemCount ?? 0, value: count(profile.itemCount) })}</Text>
                </Group>
              )}
              {open && profile.bio && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{profile.bio}</Text>}
              {open && profile.links.length > 0 && (
                <List size="sm" listStyleType="none" spacing={2}>
                  {profile.links.map((link) => (
                    <List.Item key={link}>
                      <Anchor href={link} target="_blank" rel="nofollow ugc noopener noreferrer">
                        {linkLabel(link)}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
            {profile.viewer.isSelf ? (
              <Anchor component={Link} to="/community-profile">
                {t('communityProfile.editOwn')}
              </Anchor>
            ) : (
              <Stack gap="xs" align="flex-start">
                <FollowButton
                  userId={profile.id}
                  following={profile.viewer.follows}
                  onChange={(following, followerCount) =>
                    client.setQueryData<PublicProfile>(communityKeys.profile(userId), (old) =>
                      old ? { ...old, followerCount: old.followerCount === null ? null : followerCount, viewer: { ...old.viewer, follows: following } } : old,
                    )
                  }
                />
                {session && <ReportButton targetType="profile" targetId={profile.id} label={t('moderation.report.profileLabel', { name: profile.name })} />}
              </Stack>
            )}
          </Group>
          {open ? (
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('communityProfile.theirItems')}
              </Title>
              <ShowcaseGrid query={{ sort: 'newest', author: profile.id }} empty={{ title: t('communityProfile.noItemsTitle'), text: t('communityProfile.noTheirItems') }} />
            </Stack>
          ) : (
            <Paper withBorder p="xl">
              <Group gap="sm" wrap="nowrap">
                <IconLock size={20} aria-hidden />
                <Text>{t('communityProfile.privateNotice')}</Text>
              </Group>
            </Paper>
          )}
        </Stack>
      )}
    </Container>
  );
}
