import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Member } from '../../../shared/api/community.responses';
import { MemberAvatar } from './MemberAvatar';

/** Avatar and name, linking to the member's profile. */
export function MemberLink({ member, size = 'sm' }: { member: Member; size?: 'sm' | 'md' }) {
  return (
    <Anchor component={Link} to={`/user/${encodeURIComponent(member.id)}`} underline="hover" c="inherit">
      <Group gap={8} wrap="nowrap">
        <MemberAvatar member={member} size={size === 'sm' ? 26 : 36} />
        <Text size={size} fw={600} truncate>
          {member.name}
        </Text>
      </Group>
    </Anchor>
  );
}
