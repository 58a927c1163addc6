import { Alert, Button, Container, EmptyState, Group, Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { communityErrorMessage, usePeople } from '../../api/community';
import { useSession } from '../../api/session';
import { FollowButton } from '../../components/community/FollowButton';
import { MemberLink } from '../../components/community/MemberLink';
import { SignInPrompt } from '../../components/community/SignInPrompt';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

type Tab = 'followers' | 'following';

function PeopleList({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const people = usePeople(tab);
  const list = people.data?.pages.flatMap((p) => p.people) ?? [];
  if (people.error) return <Alert color="red">{communityErrorMessage(people.error, t)}</Alert>;
  if (people.isPending) return <Skeleton h={120} />;
  if (list.length === 0)
    return (
      <Paper withBorder p={{ base: 'lg', sm: 40 }}>
        <EmptyState
          variant="light"
          icon={<IconUsers size={32} aria-hidden />}
          title={t(`communityProfile.people.${tab}EmptyTitle`)}
          description={t(`communityProfile.people.${tab}EmptyText`)}
        />
      </Paper>
    );
  return (
    <Stack gap="xs">
      {list.map((person) => (
        <Paper key={person.id} withBorder p="sm" radius="md" data-testid="person">
          <Group justify="space-between" wrap="nowrap">
            <MemberLink member={person} size="md" />
            <FollowButton userId={person.id} following={person.followedByMe} />
          </Group>
        </Paper>
      ))}
      {people.hasNextPage && (
        <Button variant="default" onClick={() => void people.fetchNextPage()} loading={people.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('showcase.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

/** /followers-following: the members who follow you and those you follow, in two tabs. */
export function FollowersFollowingPage() {
  const { t } = useTranslation();
  const viewer = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'following' ? 'following' : 'followers';
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('communityProfile.people.title')} description={t('communityProfile.people.intro')} />
      {!viewer ? (
        <SignInPrompt text={t('communityProfile.people.signInText')} />
      ) : (
        <Tabs value={tab} onChange={(value) => setParams({ tab: value === 'following' ? 'following' : 'followers' }, { replace: true })}>
          <Tabs.List mb="md">
            <Tabs.Tab value="followers">{t('communityProfile.people.followers')}</Tabs.Tab>
            <Tabs.Tab value="following">{t('communityProfile.people.following')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="followers">{tab === 'followers' && <PeopleList tab="followers" />}</Tabs.Panel>
          <Tabs.Panel value="following">{tab === 'following' && <PeopleList tab="following" />}</Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}
