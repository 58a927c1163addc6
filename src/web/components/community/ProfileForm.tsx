import { Alert, Button, FileButton, Group, Paper, Stack, Switch, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMMUNITY_LIMITS as L } from '../../../shared/community/limits';
import { isSafeProfileLink } from '../../../shared/community/links';
import { communityErrorMessage, communityKeys, type OwnProfile, removeAvatar, updateOwnProfile, uploadAvatar } from '../../api/community';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';
import { MemberAvatar } from './MemberAvatar';

/** The member's own profile: avatar (a checked upload), display name, bio, links (http/https only), privacy. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const [bio, setBio] = useState(profile.bio);
  const [links, setLinks] = useState(profile.links);
  const [isPrivate, setPrivate] = useState(profile.isPrivate);
  const [busy, setBusy] = useState<'save' | 'avatar' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const badLink = links.find((l) => !isSafeProfileLink(l));
  const keep = (next: OwnProfile) => client.setQueryData(communityKeys.ownProfile, next);

  async function save() {
    setBusy('save');
    setError(null);
    try {
      keep(await updateOwnProfile({ displayName: displayName.trim() || null, bio: bio.trim(), links, isPrivate }));
      notify('success', t('communityProfile.saved'));
    } catch (e) {
      setError(communityErrorMessage(e, t));
    } finally {
      setBusy(null);
    }
  }
  async function avatar(file: File | null, remove = false) {
    if (!file && !remove) return;
    setBusy('avatar');
    setError(null);
    try {
      keep(remove ? await removeAvatar() : await uploadAvatar(file as File));
    } catch (e) {
      setError(communityErrorMessage(e, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('communityProfile.editTitle')}
        </Title>
        <Group gap="md" wrap="wrap">
          <MemberAvatar member={{ name: profile.displayName ?? profile.name, avatarUrl: profile.avatarUrl }} size={72} />
          <FileButton onChange={(file) => void avatar(file)} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={busy === 'avatar'} data-testid="avatar-upload">
                {t('communityProfile.avatarUpload')}
              </Button>
            )}
          </FileButton>
          {profile.avatarUrl && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void avatar(null, true)}>
              {t('communityProfile.avatarRemove')}
            </Button>
          )}
        </Group>
        <TextInput
          label={t('communityProfile.displayName')}
          description={t('communityProfile.displayNameHelp', { name: profile.name })}
          value={displayName}
          onChange={(e) => setDisplayName(e.currentTarget.value)}
          maxLength={L.displayNameMax}
          data-testid="profile-display-name"
        />
        <Textarea
          label={t('communityProfile.bio')}
          value={bio}
          onChange={(e) => setBio(e.currentTarget.value)}
          maxLength={L.bioMax}
          autosize
          minRows={3}
          data-testid="profile-bio"
        />
        <TagsInput
          label={t('communityProfile.links')}
          description={t('communityProfile.linksHelp', { max: L.linksMax })}
          value={links}
          onChange={setLinks}
          maxTags={L.linksMax}
          splitChars={[' ', ',']}
          error={badLink ? t('communityProfile.badLink', { link: badLink }) : undefined}
          clearable
        />
        <Switch
          checked={isPrivate}
          onChange={(e) => setPrivate(e.currentTarget.checked)}
          label={t('communityProfile.private')}
          description={t('communityProfile.privateHelp')}
          data-testid="profile-private"
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button onClick={() => void save()} loading={busy === 'save'} disabled={!!badLink} data-testid="profile-save">
            {t('common.save')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('communityProfile.saveNote')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
