import { Button, Group, Stack, Text } from '@mantine/core';
import { type Icon, IconCircle, IconHeart, IconMask, IconPhoto, IconSquareRounded, IconStar } from '@tabler/icons-react';
import type { Editor, MaskShape } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { showNotice } from '../errors';
import { isImage, type PanelObject } from '../selection';
import { ToolButton } from '../ToolButton';

/** The ready-made masks, in the editor's order (MASK_SHAPES), with their icons and label keys. */
const SHAPES: ReadonlyArray<{ shape: MaskShape; icon: Icon; label: string }> = [
  { shape: 'circle', icon: IconCircle, label: 'editorMask.shapes.circle' },
  { shape: 'rounded-square', icon: IconSquareRounded, label: 'editorMask.shapes.roundedSquare' },
  { shape: 'heart', icon: IconHeart, label: 'editorMask.shapes.heart' },
  { shape: 'star', icon: IconStar, label: 'editorMask.shapes.star' },
];

/**
 * Masks (decision 56). One image: clip it to a ready-made shape, edit or remove its mask.
 * An image with one shape or text: "Use as mask". Anything else: nothing.
 */
export function MaskSection({ editor, objects }: { editor: Editor; objects: PanelObject[] }) {
  const { t } = useTranslation();
  const getMask = editor.optionalApi('getMask');
  if (!getMask) return null;

  // Editor messages are i18n keys; anything else gets the section's own message.
  const attempt = async (fn: () => unknown) => {
    try {
      await fn();
    } catch (error) {
      const key = error instanceof Error && error.message.startsWith('editorMask.') ? error.message : 'editorMask.errors.failed';
      showNotice('error', t(key));
    }
  };

  if (objects.length === 2 && editor.api.canMaskWithSelected()) {
    return (
      <Stack gap={6} data-testid="mask-section">
        <Button variant="light" leftSection={<IconMask size={16} aria-hidden />} onClick={() => attempt(() => editor.api.maskWithSelected())} data-testid="mask-use">
          {t('editorMask.useAsMask')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('editorMask.pairHint')}
        </Text>
      </Stack>
    );
  }

  const image = objects.length === 1 && isImage(objects[0]) ? objects[0] : null;
  if (!image) return null;
  const mask = getMask(image);
  const current = mask ? (mask.shape === 'custom' ? t('editorMask.custom') : t(SHAPES.find((s) => s.shape === mask.shape)?.label ?? 'editorMask.custom')) : t('editorMask.none');

  return (
    <Stack gap={6} data-testid="mask-section">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t('editorMask.title')}
        </Text>
        <Text size="xs" c="dimmed" truncate data-testid="mask-current">
          {t('editorMask.current', { shape: current })}
        </Text>
      </Group>
      <Group gap={4} wrap="wrap" role="group" aria-label={t('editorMask.title')}>
        <ToolButton
          label={t('editorMask.none')}
          icon={IconPhoto}
          size="lg"
          active={!mask}
          onClick={() => mask && attempt(() => editor.api.removeMask(image))}
          testId="mask-shape-none"
        />
        {SHAPES.map(({ shape, icon, label }) => (
          <ToolButton
            key={shape}
            label={t('editorMask.choose', { shape: t(label) })}
            icon={icon}
            size="lg"
            active={mask?.shape === shape}
            onClick={() => attempt(() => editor.api.setMaskShape(image, shape))}
            testId={`mask-shape-${shape}`}
          />
        ))}
      </Group>
      {mask ? (
        <Group gap="xs" grow>
          <Button size="xs" variant="light" onClick={() => attempt(() => editor.api.startMaskEdit(image))} data-testid="mask-edit">
            {t('editorMask.edit')}
          </Button>
          <Button size="xs" variant="default" onClick={() => attempt(() => editor.api.removeMask(image))} data-testid="mask-remove">
            {t('editorMask.remove')}
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('editorMask.intro')}
        </Text>
      )}
    </Stack>
  );
}
