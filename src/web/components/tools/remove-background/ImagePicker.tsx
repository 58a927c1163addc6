import '@mantine/dropzone/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFolderOpen, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../../api/queries';
import { useTranslation } from '../../../translation/useTranslation';
import { ACCEPTED_TYPES, fileProblem, MAX_FILE_BYTES } from './limits';
import { MaterialsPicker } from './MaterialsPicker';

const MB = Math.round(MAX_FILE_BYTES / 1024 / 1024);

/** Where the image comes from: a dropped or chosen file, or (signed in) one of the user's materials. */
export function ImagePicker({
  loading,
  onFile,
  onMaterial,
  onProblem,
}: {
  loading: boolean;
  onFile: (file: File) => void;
  onMaterial: (material: { url: string; name: string }) => void;
  /** An i18n key (with values) explaining why the file cannot be used. */
  onProblem: (key: string, values?: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [materialsOpen, setMaterialsOpen] = useState(false);

  const accept = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) onProblem(problem, { mb: MB });
    else onFile(file);
  };

  const reject = (rejections: FileRejection[]) => {
    if (rejections.length > 1) return onProblem('bgremoval.errors.tooMany');
    const file = rejections[0]?.file;
    onProblem((file && fileProblem(file)) || 'bgremoval.errors.type', { mb: MB });
  };

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={accept}
        onReject={reject}
        accept={[...ACCEPTED_TYPES]}
        maxSize={MAX_FILE_BYTES}
        multiple={false}
        loading={loading}
        inputProps={{ 'aria-label': t('bgremoval.picker.inputLabel'), 'data-testid': 'bg-file-input' } as React.InputHTMLAttributes<HTMLInputElement>}
        radius="md"
      >
        <Group justify="center" gap="lg" mih={{ base: 160, sm: 220 }} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          {/* The icon keeps its size on a narrow screen; the text wraps beside it. */}
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
              {t('bgremoval.picker.dropTitle')}
            </Text>
            <Text size="sm" c="dimmed" mt={6}>
              {t('bgremoval.picker.dropHint', { mb: MB })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {session && (
        <Group>
          <Button variant="default" leftSection={<IconFolderOpen size={16} aria-hidden />} onClick={() => setMaterialsOpen(true)} disabled={loading}>
            {t('bgremoval.picker.fromMaterials')}
          </Button>
        </Group>
      )}
      {session && (
        <MaterialsPicker
          opened={materialsOpen}
          onClose={() => setMaterialsOpen(false)}
          onPick={(material) => {
            setMaterialsOpen(false);
            onMaterial(material);
          }}
        />
      )}
    </Stack>
  );
}
