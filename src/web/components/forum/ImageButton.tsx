import { Alert, Button, FileButton, Group } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { uploadForumImage } from '../../api/forum';
import { useTranslation } from '../../translation/useTranslation';
import { communityErrorMessage } from './communityErrors';

/** Pictures only: the server refuses anything else, the picker offers nothing else. */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * "Add image" above a post's text: the picture is uploaded (the server checks it and keeps its own
 * copy) and written into the text as Markdown pointing at that copy, the only images posts may show.
 */
export function ImageButton({ onImage }: { onImage: (markdown: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const attachment = await uploadForumImage(file);
      // The file's name (without brackets, which would end the alt text) describes the picture.
      const alt =
        file.name
          .replace(/\.[a-z0-9]+$/i, '')
          .replace(/[[\]\n]/g, ' ')
          .trim() || t('forum.editor.imageAlt');
      onImage(`![${alt}](${attachment.url})`);
    } catch (caught) {
      setError(communityErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Group mb="xs">
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconPhotoPlus size={16} aria-hidden />} loading={busy}>
              {t('forum.editor.addImage')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Alert color="red" role="alert" mb="xs">
          {error}
        </Alert>
      )}
    </>
  );
}
