import { Box, Group } from '@mantine/core';
import type { Editor } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { type PanelObject, solidColor } from '../selection';
import { CommitColor, CommitSlider } from './controls';

/** The width a border gets when its colour is picked while there is none yet, so the pick shows. */
const WIDTH_WHEN_COLOUR_PICKED = 10;

/** The sticker border of any object (text, image, shape, drawing, group, several): width and colour. */
export function StickerOutlineControls({ editor, objects }: { editor: Editor; objects: PanelObject[] }) {
  const { t } = useTranslation();
  const first = objects[0];
  const width = typeof first.stickerOutline === 'number' ? first.stickerOutline : 0;
  const color = solidColor(first.stickerOutlineColor, '#ffffff');
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap" data-testid="sticker-outline">
      <Box style={{ flex: 1, minWidth: 0 }}>
        <CommitSlider label={t('editor.effects.outline')} value={width} min={0} max={40} unit=" px" onCommit={(v) => void editor.api.setStickerOutline(v)} testId="outline-width" />
      </Box>
      <Box w={112}>
        <CommitColor
          label={t('editorOutline.color')}
          value={color}
          onCommit={(c) => void editor.api.setStickerOutline(width > 0 ? width : WIDTH_WHEN_COLOUR_PICKED, c)}
          testId="outline-color"
        />
      </Box>
    </Group>
  );
}
