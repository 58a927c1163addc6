import { Tabs, Text, Textarea } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { renderUserMarkdown } from '../../../shared/community/render';
import { useTranslation } from '../../translation/useTranslation';
import { ImageButton } from './ImageButton';
import { UserHtml } from './UserHtml';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string | null;
  minRows?: number;
  /** Extra line under the field (e.g. the new-account limits). */
  hint?: string;
  /** Forum posts: an image button that uploads a picture and writes it into the text. */
  images?: boolean;
}

/** A Markdown field with a Write / Preview switch; the preview is rendered and sanitised like the server does. */
export function MarkdownEditor({ label, value, onChange, maxLength, error, minRows = 5, hint, images = false }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('write');
  const field = useRef<HTMLTextAreaElement>(null);
  // The image goes where the cursor is (or at the end), on a line of its own.
  const insertAtCursor = (markdown: string) => {
    const at = field.current?.selectionStart ?? value.length;
    const before = value.slice(0, at);
    const after = value.slice(at);
    onChange(`${before}${before && !before.endsWith('\n') ? '\n' : ''}${markdown}\n${after}`);
  };
  const preview = useMemo(() => (tab === 'preview' ? renderUserMarkdown(value, { imageHosts: { appOrigin: window.location.origin } }) : ''), [tab, value]);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="write">{t('forum.editor.write')}</Tabs.Tab>
        <Tabs.Tab value="preview">{t('forum.editor.preview')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="xs">
        {images && <ImageButton onImage={insertAtCursor} />}
        <Textarea
          ref={field}
          label={label}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={minRows}
          maxRows={20}
          maxLength={maxLength}
          error={error}
          description={hint ?? t('forum.editor.markdownHint')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="xs" data-testid="markdown-preview">
        {value.trim() ? <UserHtml html={preview} /> : <Text c="dimmed">{t('forum.editor.nothingToPreview')}</Text>}
      </Tabs.Panel>
    </Tabs>
  );
}
