import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { NEW_ACCOUNT_MAX_IMAGES, NEW_ACCOUNT_MAX_LINKS, NEW_ACCOUNT_POST_INTERVAL_SECONDS, POST_MAX_CHARS } from '../../../shared/community/limits';
import { useTranslation } from '../../translation/useTranslation';
import { communityErrorMessage } from './communityErrors';
import { MarkdownEditor } from './MarkdownEditor';

interface Props {
  label: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (body: string) => Promise<unknown>;
}

/** The reply box: Markdown with a preview, the new-account rules in its hint, the server's refusal shown in place. */
export function PostComposer({ label, submitLabel, value, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(value);
      onChange('');
    } catch (caught) {
      setError(communityErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };
  const hint = t('forum.editor.limitsHint', { interval: NEW_ACCOUNT_POST_INTERVAL_SECONDS, links: NEW_ACCOUNT_MAX_LINKS, images: NEW_ACCOUNT_MAX_IMAGES });
  return (
    <Stack gap="sm">
      <MarkdownEditor label={label} value={value} onChange={onChange} maxLength={POST_MAX_CHARS} hint={hint} images />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={busy} disabled={!value.trim()}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
