import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { communityErrorMessage, useOwnProfile } from '../../api/community';
import { useSession } from '../../api/session';
import { NotificationPreferences } from '../../components/community/NotificationPreferences';
import { ProfileForm } from '../../components/community/ProfileForm';
import { PublishDesignModal } from '../../components/community/PublishDesignModal';
import { ShowcaseGrid } from '../../components/community/ShowcaseGrid';
import { SignInPrompt } from '../../components/community/SignInPrompt';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /community-profile: your own community profile, your notification switches and your showcase items. */
export function CommunityProfilePage() {
  const { t, i18n } = useTranslation();
  const viewer = useSession();
  const profile = useOwnProfile(!!viewer);
  const [publishing, setPublishing] = useState(false);
  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('communityProfile.title')} description={t('communityProfile.intro')} />
      {!viewer && <SignInPrompt text={t('communityProfile.signInText')} />}
      {viewer && profile.isPending && <PageLoader />}
      {profile.error && <Alert color="red">{communityErrorMessage(profile.error, t)}</Alert>}
      {profile.data && (
        <Stack gap="xl">
          <Group gap="lg" wrap="wrap">
            <Anchor component={Link} to="/followers-following?tab=followers">
              {t('communityProfile.followers', { count: profile.data.followerCount, value: formatNumber(profile.data.followerCount, i18n.language) })}
            </Anchor>
            <Anchor component={Link} to="/followers-following?tab=following">
              {t('communityProfile.followingCount', { count: profile.data.followingCount, value: formatNumber(profile.data.followingCount, i18n.language) })}
            </Anchor>
            <Anchor component={Link} to={`/user/${encodeURIComponent(profile.data.userId)}`}>
              {t('communityProfile.viewPublic')}
            </Anchor>
          </Group>
          <ProfileForm key={profile.data.userId} profile={profile.data} />
          <NotificationPreferences />
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h3">
                {t('communityProfile.myItems')}
              </Title>
              <Button leftSection={<IconUpload size={16} aria-hidden />} variant="light" onClick={() => setPublishing(true)}>
                {t('showcase.publish.open')}
              </Button>
            </Group>
            <ShowcaseGrid query={{ sort: 'newest', author: profile.data.userId }} empty={{ title: t('communityProfile.noItemsTitle'), text: t('communityProfile.noItemsText') }} />
          </Stack>
          <Text size="sm" c="dimmed">
            {t('communityProfile.accountNote')}{' '}
            <Anchor component={Link} to="/account/profile" underline="always">
              {t('communityProfile.accountLink')}
            </Anchor>
          </Text>
          <PublishDesignModal opened={publishing} onClose={() => setPublishing(false)} />
        </Stack>
      )}
    </Container>
  );
}
