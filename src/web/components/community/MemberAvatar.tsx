import { Avatar, type AvatarProps } from '@mantine/core';
import type { Member } from '../../../shared/api/community.responses';
import { allowedImage } from './safeImage';

/** A member's avatar (only from allowed hosts), or their initials. */
export function MemberAvatar({ member, ...props }: { member: Pick<Member, 'name' | 'avatarUrl'> } & AvatarProps) {
  return <Avatar src={allowedImage(member.avatarUrl)} alt="" name={member.name} color="brand" {...props} />;
}
