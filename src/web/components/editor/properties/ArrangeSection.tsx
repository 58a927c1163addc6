import { Divider, Group, Stack, Text } from '@mantine/core';
import {
  IconFlipHorizontal,
  IconFlipVertical,
  IconLayoutAlignBottom,
  IconLayoutAlignCenter,
  IconLayoutAlignLeft,
  IconLayoutAlignMiddle,
  IconLayoutAlignRight,
  IconLayoutAlignTop,
  IconLayoutDistributeHorizontal,
  IconLayoutDistributeVertical,
  IconLock,
  IconLockOpen,
} from '@tabler/icons-react';
import type { Alignment, Editor } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { ActionButton } from '../ActionButton';
import { finishTextEditing, type PanelObject } from '../selection';
import { ToolButton } from '../ToolButton';

const isLocked = (o: PanelObject) => o.lockMovementX === true && o.lockMovementY === true;

/**
 * Quick actions on the selection: duplicate, delete, lock, flip, group, layer order, align, distribute.
 * Those that are editor actions (also hotkeys or menu items) are ActionButtons reading their definition.
 */
export function ArrangeSection({ editor, objects }: { editor: Editor; objects: PanelObject[] }) {
  const { t } = useTranslation();
  const multi = objects.length > 1;
  // A text being typed in counts as moved-locked in Fabric: end the typing before acting on it.
  const run = (fn: () => unknown) => () => {
    finishTextEditing(editor);
    fn();
  };
  const locked = objects.every((o) => isLocked(o) && !o.isEditing);

  const aligns: Array<{ to: Alignment; icon: typeof IconLayoutAlignLeft; label: string }> = [
    { to: 'left', icon: IconLayoutAlignLeft, label: 'editor.arrange.alignLeft' },
    { to: 'center', icon: IconLayoutAlignCenter, label: 'editor.arrange.alignCenter' },
    { to: 'right', icon: IconLayoutAlignRight, label: 'editor.arrange.alignRight' },
    { to: 'top', icon: IconLayoutAlignTop, label: 'editor.arrange.alignTop' },
    { to: 'middle', icon: IconLayoutAlignMiddle, label: 'editor.arrange.alignMiddle' },
    { to: 'bottom', icon: IconLayoutAlignBottom, label: 'editor.arrange.alignBottom' },
  ];

  return (
    <Stack gap={6}>
      <Group gap={2} wrap="wrap">
        <ActionButton action="duplicate" editor={editor} endTyping testId="duplicate" />
        <ActionButton action="delete" editor={editor} endTyping color="red.8" testId="delete" />
        <ToolButton
          label={locked ? t('editor.arrange.unlock') : t('editor.arrange.lock')}
          icon={locked ? IconLock : IconLockOpen}
          active={locked}
          onClick={run(() => {
            for (const o of objects) if (o.id) editor.api.setLayerLocked(o.id, !locked);
          })}
        />
        <ToolButton label={t('editor.arrange.flipX')} icon={IconFlipVertical} onClick={() => editor.api.flip('x')} />
        <ToolButton label={t('editor.arrange.flipY')} icon={IconFlipHorizontal} onClick={() => editor.api.flip('y')} />
        <ActionButton action="group" editor={editor} />
        <ActionButton action="ungroup" editor={editor} />
      </Group>
      <Divider />
      <Text size="xs" fw={600} c="dimmed">
        {t('editor.arrange.order')}
      </Text>
      <Group gap={2}>
        <ActionButton action="bringToFront" editor={editor} />
        <ActionButton action="bringForward" editor={editor} />
        <ActionButton action="sendBackward" editor={editor} />
        <ActionButton action="sendToBack" editor={editor} />
      </Group>
      <Text size="xs" fw={600} c="dimmed">
        {multi ? t('editor.arrange.alignTogether') : t('editor.arrange.alignToPage')}
      </Text>
      <Group gap={2}>
        {aligns.map(({ to, icon, label }) => (
          <ToolButton key={to} label={t(label)} icon={icon} onClick={() => editor.api.align(to)} />
        ))}
        {objects.length > 2 && (
          <>
            <ToolButton label={t('editor.arrange.distributeH')} icon={IconLayoutDistributeHorizontal} onClick={() => editor.api.distribute('horizontal')} />
            <ToolButton label={t('editor.arrange.distributeV')} icon={IconLayoutDistributeVertical} onClick={() => editor.api.distribute('vertical')} />
          </>
        )}
      </Group>
    </Stack>
  );
}
