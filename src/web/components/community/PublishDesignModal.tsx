import { Alert, Button, Group, Image, Modal, Select, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { COMMUNITY_LIMITS as L } from '../../../shared/community/limits';
import { normaliseTags, splitTagInput } from '../../../shared/community/tags';
import { communityErrorMessage, publishDesign } from '../../api/community';
import { listDesigns } from '../../api/designs';
import { useTranslation } from '../../translation/useTranslation';
import { allowedImage } from './safeImage';

/**
 * Publish one of your saved designs: pick it, give it a title, a description and tags. The server
 * renders its picture (a few seconds), then the item's page opens.
 */
export function PublishDesignModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const designs = useQuery({ queryKey: ['designs', 'publish-picker'], queryFn: ({ signal }) => listDesigns({ limit: 48 }, signal), enabled: opened });
  const [designId, setDesignId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = designs.data?.designs.find((d) => d.id === designId);

  async function publish() {
    if (!designId || !title.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const item = await publishDesign({ designId, title: title.trim(), description: description.trim(), tags: normaliseTags(tags.flatMap(splitTagInput)) });
      navigate(`/showcase/${item.id}`);
    } catch (e) {
      setError(communityErrorMessage(e, t));
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('showcase.publish.title')} size="lg">
      <Stack gap="md">
        {designs.data && designs.data.designs.length === 0 ? (
          <Alert color="blue">{t('showcase.publish.noDesigns')}</Alert>
        ) : (
          <Select
            label={t('showcase.publish.design')}
            placeholder={t('showcase.publish.designPlaceholder')}
            data={(designs.data?.designs ?? []).map((d) => ({ value: d.id, label: d.name }))}
            value={designId}
            onChange={(value) => {
              setDesignId(value);
              const name = designs.data?.designs.find((d) => d.id === value)?.name;
              if (name && !title) setTitle(name.slice(0, L.titleMax));
            }}
            searchable
            nothingFoundMessage={t('showcase.publish.nothingFound')}
            disabled={designs.isPending}
            required
            data-testid="publish-design"
          />
        )}
        {chosen?.thumbnailURL && <Image src={allowedImage(chosen.thumbnailURL)} alt="" h={120} fit="contain" bg="gray.0" radius="sm" />}
        <TextInput
          label={t('showcase.publish.titleField')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={L.titleMax}
          required
          data-testid="publish-title"
        />
        <Textarea
          label={t('showcase.publish.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={L.descriptionMax}
          autosize
          minRows={2}
          maxRows={6}
        />
        <TagsInput
          label={t('showcase.publish.tags')}
          description={t('showcase.publish.tagsHelp', { max: L.tagsMax })}
          value={tags}
          onChange={setTags}
          maxTags={L.tagsMax}
          splitChars={[',', ' ', '，']}
          clearable
        />
        <Text size="sm" c="dimmed">
          {t('showcase.publish.note')}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void publish()} loading={busy} disabled={!designId || !title.trim()} data-testid="publish-submit">
            {t('showcase.publish.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
