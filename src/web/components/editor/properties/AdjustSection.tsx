import { Button, Group, Stack, Switch } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { Editor, ImageAdjustments } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { CropButton } from './CropControls';
import { CommitSlider } from './controls';

const SLIDERS = ['brightness', 'contrast', 'saturation'] as const;

/**
 * A photo's own section: Crop, then brightness, contrast, saturation and black-and-white. Each slider
 * previews while it moves and records one undo step when let go (ImageAdjustPlugin).
 */
export function AdjustSection({ editor, adjustments }: { editor: Editor; adjustments: ImageAdjustments }) {
  const { t } = useTranslation();
  const adjusted = adjustments.brightness || adjustments.contrast || adjustments.saturation || adjustments.grayscale;
  return (
    <Stack gap="sm" data-testid="adjust-section">
      <CropButton editor={editor} />
      {SLIDERS.map((key) => (
        <CommitSlider
          key={key}
          label={t(`editorAdjust.${key}`)}
          value={adjustments[key]}
          min={-100}
          max={100}
          onPreview={(value) => editor.api.previewImageAdjustments({ [key]: value })}
          onCommit={(value) => editor.api.setImageAdjustments({ [key]: value })}
          testId={`adjust-${key}`}
        />
      ))}
      <Switch
        size="sm"
        label={t('editorAdjust.grayscale')}
        checked={adjustments.grayscale}
        onChange={(e) => editor.api.setImageAdjustments({ grayscale: e.currentTarget.checked })}
        data-testid="adjust-grayscale"
      />
      <Group justify="flex-end">
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconRestore size={16} aria-hidden />}
          disabled={!adjusted}
          onClick={() => editor.api.resetImageAdjustments()}
          data-testid="adjust-reset"
        >
          {t('editorAdjust.reset')}
        </Button>
      </Group>
    </Stack>
  );
}
