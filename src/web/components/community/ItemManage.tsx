import { Alert, Button, Group, Modal, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { communityAdminEndpoints } from '../../../shared/api/endpoints/community';
import { COMMUNITY_LIMITS as L } from '../../../shared/community/limits';
import { normaliseTags, splitTagInput } from '../../../shared/community/tags';
import { call } from '../../api/client';
import { communityErrorMessage, communityKeys, type ShowcaseItem, unpublishShowcaseItem, updateShowcaseItem } from '../../api/community';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';

/** The author's Edit and Unpublish (with a confirmation), and an admin's Hide / Show again. */
export function ItemManage({ item }: { item: ShowcaseItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description);
  const [tags, setTags] = useState(item.tags);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      client.setQueryData(
        communityKeys.item(item.id),
        await updateShowcaseItem(item.id, { title: title.trim(), description: description.trim(), tags: normaliseTags(tags.flatMap(splitTagInput)) }),
      );
      setEditing(false);
    } catch (e) {
      setError(communityErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }
  async function unpublish() {
    setBusy(true);
    try {
      await unpublishShowcaseItem(item.id);
      void client.invalidateQueries({ queryKey: ['showcase'] });
      notify('success', t('showcase.manage.unpublished'));
      navigate('/community-profile');
    } catch (e) {
      notify('error', communityErrorMessage(e, t));
      setBusy(false);
    }
  }
  async function setHidden(hidden: boolean) {
    try {
      await call(communityAdminEndpoints.hideItem, { params: { id: item.id }, body: { hidden } });
      client.setQueryData<ShowcaseItem>(communityKeys.item(item.id), (old) => (old ? { ...old, hidden } : old));
      void client.invalidateQueries({ queryKey: ['showcase', 'grid'] });
    } catch (e) {
      notify('error', communityErrorMessage(e, t));
    }
  }

  return (
    <Group gap="xs">
      {item.viewer.isOwner && (
        <>
          <Button variant="default" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)}>
            {t('showcase.manage.edit')}
          </Button>
          <Button variant="default" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming(true)} data-testid="unpublish">
            {t('showcase.manage.unpublish')}
          </Button>
        </>
      )}
      {item.viewer.isAdmin && (
        <Button
          variant="default"
          size="xs"
          leftSection={item.hidden ? <IconEye size={14} aria-hidden /> : <IconEyeOff size={14} aria-hidden />}
          onClick={() => void setHidden(!item.hidden)}
        >
          {item.hidden ? t('showcase.manage.show') : t('showcase.manage.hide')}
        </Button>
      )}
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('showcase.manage.editTitle')}>
        <Stack gap="sm">
          <TextInput label={t('showcase.publish.titleField')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={L.titleMax} required />
          <Textarea
            label={t('showcase.publish.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={L.descriptionMax}
            autosize
            minRows={2}
          />
          <TagsInput label={t('showcase.publish.tags')} value={tags} onChange={setTags} maxTags={L.tagsMax} splitChars={[',', ' ', '，']} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void save()} loading={busy} disabled={!title.trim()}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('showcase.manage.unpublishTitle')}>
        <Stack gap="md">
          <Text>{t('showcase.manage.unpublishText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={() => void unpublish()} loading={busy} data-testid="confirm-unpublish">
              {t('showcase.manage.unpublish')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
