import { Alert, Button, Group, Modal, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { BLOG_TAG_PATTERN, type WriteArticle, writeArticleSchema } from '../../../shared/api/blog';
import { stringLimits } from '../../../shared/api/field-limits';
import { ARTICLE_MAX_CHARS } from '../../../shared/community/limits';
import { useTranslation } from '../../translation/useTranslation';
import { communityErrorMessage } from '../forum/communityErrors';
import { MarkdownEditor } from '../forum/MarkdownEditor';

const TITLE = stringLimits(writeArticleSchema.shape.title);
const SUMMARY = stringLimits(writeArticleSchema.shape.summary);

interface Props {
  opened: boolean;
  onClose: () => void;
  initial?: WriteArticle;
  onSave: (input: WriteArticle) => Promise<unknown>;
}

/** Write or edit an article (graphic designers and admins): title, summary, tags and the Markdown body. */
export function ArticleForm({ opened, onClose, initial, onSave }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [summary, setSummary] = useState(initial?.summary ?? '');
  const [tags, setTags] = useState<string[]>(initial?.tags ?? []);
  const [body, setBody] = useState(initial?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const badTag = tags.find((tag) => !BLOG_TAG_PATTERN.test(tag));

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSave({ title: title.trim(), summary: summary.trim(), tags, body });
      onClose();
    } catch (caught) {
      setError(communityErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t(initial ? 'blog.form.editTitle' : 'blog.form.newTitle')} size="xl" fullScreen={phone}>
      <Stack>
        <TextInput label={t('blog.form.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={TITLE.max} required />
        <Textarea label={t('blog.form.summary')} value={summary} onChange={(e) => setSummary(e.currentTarget.value)} maxLength={SUMMARY.max} autosize minRows={2} required />
        <TagsInput
          label={t('blog.form.tags')}
          description={t('blog.form.tagsHint')}
          value={tags}
          onChange={(value) => setTags(value.map((tag) => tag.trim().toLowerCase()))}
          maxTags={6}
          error={badTag ? t('blog.form.badTag', { tag: badTag }) : null}
        />
        <MarkdownEditor label={t('blog.form.body')} value={body} onChange={setBody} maxLength={ARTICLE_MAX_CHARS} minRows={12} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button onClick={save} loading={busy} disabled={!title.trim() || !summary.trim() || !body.trim() || !tags.length || !!badTag}>
            {t('blog.form.save')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
