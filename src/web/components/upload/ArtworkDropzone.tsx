import '@mantine/dropzone/styles.css';
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { ARTWORK_ACCEPT, MAX_ARTWORK_BYTES, MAX_GUEST_ARTWORK_BYTES } from './artworkFile';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Where the shopper drops or picks their artwork. Every file reaches `onFile` (the page checks it and
 * says what is wrong); while it is read or uploaded, the share done so far is shown.
 */
export function ArtworkDropzone({
  onFile,
  progress,
  error,
  signedIn,
}: {
  onFile: (file: File) => void;
  /** 0–1 while a file is read or uploaded, else null. */
  progress: number | null;
  /** The translated problem with the last file. */
  error: string | null;
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation();
  const busy = progress !== null;
  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => files[0] && onFile(files[0])}
        // The types are checked from the file's bytes by the page, which explains any refusal.
        onReject={(rejections) => rejections[0] && onFile(rejections[0].file)}
        accept={[...ARTWORK_ACCEPT]}
        multiple={false}
        loading={busy}
        inputProps={{ 'aria-label': t('uploadPricing.drop.inputLabel'), 'data-testid': 'upload-file-input' } as React.InputHTMLAttributes<HTMLInputElement>}
        radius="md"
      >
        <Group justify="center" gap="lg" mih={{ base: 160, sm: 220 }} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={48} stroke={1.5} color="var(--mantine-primary-color-filled)" style={{ flexShrink: 0 }} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={48} stroke={1.5} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={48} stroke={1.5} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="lg" fw={600}>
              {t('uploadPricing.drop.title')}
            </Text>
            <Text size="sm" c="dimmed" mt={6}>
              {t('uploadPricing.drop.hint', { mb: mb(signedIn ? MAX_ARTWORK_BYTES : MAX_GUEST_ARTWORK_BYTES) })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {busy ? (
        <Stack gap={4} data-testid="upload-progress">
          <Text size="sm" role="status">
            {t(signedIn ? 'uploadPricing.drop.uploading' : 'uploadPricing.drop.reading', { percent: formatNumber(Math.round(progress * 100), i18n.language) })}
          </Text>
          <Progress value={Math.round(progress * 100)} aria-label={t('uploadPricing.drop.progressLabel')} animated />
        </Stack>
      ) : null}
      {error ? (
        <Alert color="red" data-testid="upload-error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
