import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_ONLY_CATEGORIES, FORUM_CATEGORY_IDS, type ForumCategoryId } from '../../../shared/api/forum';
import { THREAD_TITLE_MAX_CHARS, THREAD_TITLE_MIN_CHARS } from '../../../shared/community/limits';
import { useForumActions } from '../../api/forum';
import { useTranslation } from '../../translation/useTranslation';
import { PostComposer } from './PostComposer';

/** Start a thread: category, title and the opening post. */
export function NewThreadForm({
  initialCategory,
  isAdmin,
  onCreated,
  onCancel,
}: {
  initialCategory: ForumCategoryId | null;
  isAdmin: boolean;
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { createThread } = useForumActions();
  const choices = FORUM_CATEGORY_IDS.filter((id) => isAdmin || !ADMIN_ONLY_CATEGORIES.includes(id));
  const [categoryId, setCategoryId] = useState<ForumCategoryId>(initialCategory && choices.includes(initialCategory) ? initialCategory : 'general');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const titleError = title && title.trim().length < THREAD_TITLE_MIN_CHARS ? t('forum.newThread.titleTooShort', { min: THREAD_TITLE_MIN_CHARS }) : null;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} mb="xl" component="section" aria-labelledby="new-thread-heading">
      <Stack>
        <Title order={2} fz="lg" id="new-thread-heading">
          {t('forum.newThread.title')}
        </Title>
        <Select
          label={t('forum.newThread.category')}
          data={choices.map((id) => ({ value: id, label: t(`forum.categories.${id}.name`) }))}
          value={categoryId}
          onChange={(value) => value && setCategoryId(value as ForumCategoryId)}
          allowDeselect={false}
        />
        <TextInput
          label={t('forum.newThread.titleLabel')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={THREAD_TITLE_MAX_CHARS}
          error={titleError}
          required
        />
        <PostComposer
          label={t('forum.newThread.bodyLabel')}
          submitLabel={t('forum.newThread.submit')}
          value={body}
          onChange={setBody}
          onSubmit={async (text) => onCreated(await createThread({ categoryId, title: title.trim(), body: text }))}
        />
        <Group>
          <Button variant="subtle" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
