import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  IconBrush,
  IconEye,
  IconEyeOff,
  IconGripVertical,
  IconLetterT,
  IconLine,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconPhoto,
  IconShape,
  IconStack2,
  IconTextCaption,
} from '@tabler/icons-react';
import { type CSSProperties, memo, useState } from 'react';
import type { LayerInfo } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { ToolButton } from '../ToolButton';

const ICONS: Record<string, typeof IconShape> = {
  itext: IconLetterT,
  'i-text': IconLetterT,
  text: IconLetterT,
  textbox: IconTextCaption,
  'curved-text': IconLetterT,
  image: IconPhoto,
  group: IconStack2,
  path: IconBrush,
  line: IconLine,
};

/** What a row can ask of the panel, by layer id: one object for all rows, so rows can be memoised. */
export interface LayerActions {
  select(id: string, additive: boolean): void;
  toggleVisible(id: string): void;
  toggleLocked(id: string): void;
  rename(id: string, name: string): void;
  move(id: string, index: number): void;
  dragStart(id: string): void;
  dragOverHalf(index: number, after: boolean): void;
  drop(): void;
  dragEnd(): void;
}

interface LayerRowProps {
  layer: LayerInfo;
  index: number;
  count: number;
  dragging: boolean;
  dropBefore: boolean;
  dropAfter: boolean;
  actions: LayerActions;
  /** Position in a virtual list. */
  style?: CSSProperties;
}

const sameLayer = (a: LayerInfo, b: LayerInfo) =>
  a.id === b.id && a.name === b.name && a.type === b.type && a.visible === b.visible && a.locked === b.locked && a.selected === b.selected;

/** Re-renders only when what the row shows changed (its layer, place or drag state). */
export const LayerRow = memo(LayerRowView, (a, b) => {
  return (
    sameLayer(a.layer, b.layer) &&
    a.index === b.index &&
    a.count === b.count &&
    a.dragging === b.dragging &&
    a.dropBefore === b.dropBefore &&
    a.dropAfter === b.dropAfter &&
    a.actions === b.actions &&
    a.style?.transform === b.style?.transform &&
    a.style?.height === b.style?.height
  );
});

function LayerRowView(props: LayerRowProps) {
  const { layer, index, count, dragging, dropBefore, dropAfter, actions } = props;
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(layer.name);
  const Icon = ICONS[layer.type] ?? IconShape;

  const finishRename = (save: boolean) => {
    if (save && draft.trim() && draft !== layer.name) actions.rename(layer.id, draft);
    setRenaming(false);
  };

  return (
    <li
      className="ss-layer"
      data-selected={layer.selected || undefined}
      data-hidden={!layer.visible || undefined}
      data-dragging={dragging || undefined}
      data-drop-before={dropBefore || undefined}
      data-drop-after={dropAfter || undefined}
      data-testid="layer-row"
      style={props.style}
      draggable={!renaming}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', layer.id);
        actions.dragStart(layer.id);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        const rect = e.currentTarget.getBoundingClientRect();
        actions.dragOverHalf(index, e.clientY > rect.top + rect.height / 2);
      }}
      onDrop={(e) => {
        e.preventDefault();
        actions.drop();
      }}
      onDragEnd={actions.dragEnd}
    >
      <IconGripVertical size={14} className="ss-layer-grip" aria-hidden />
      {renaming ? (
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          value={draft}
          autoFocus
          aria-label={t('editor.layers.nameField')}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={() => finishRename(true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') finishRename(true);
            if (e.key === 'Escape') {
              e.stopPropagation();
              finishRename(false);
            }
          }}
        />
      ) : (
        <UnstyledButton
          className="ss-layer-name"
          aria-pressed={layer.selected}
          aria-label={t('editor.layers.select', { name: layer.name, position: index + 1, count })}
          onClick={(e) => actions.select(layer.id, e.shiftKey || e.metaKey || e.ctrlKey)}
          onDoubleClick={() => {
            setDraft(layer.name);
            setRenaming(true);
          }}
          onKeyDown={(e) => {
            if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
              e.preventDefault();
              actions.move(layer.id, index + (e.key === 'ArrowUp' ? -1 : 1));
            } else if (e.key === 'F2') {
              e.preventDefault();
              setDraft(layer.name);
              setRenaming(true);
            }
          }}
        >
          <Group gap={8} wrap="nowrap" miw={0}>
            <Icon size={16} stroke={1.6} aria-hidden />
            <Text size="sm" truncate style={{ flex: 1 }} data-testid="layer-name">
              {layer.name}
            </Text>
          </Group>
        </UnstyledButton>
      )}
      {!renaming && (
        <ToolButton
          size="sm"
          iconSize={15}
          label={t('editor.layers.rename', { name: layer.name })}
          icon={IconPencil}
          className="ss-layer-action"
          onClick={() => {
            setDraft(layer.name);
            setRenaming(true);
          }}
        />
      )}
      <ToolButton
        size="sm"
        iconSize={15}
        label={layer.visible ? t('editor.layers.hide', { name: layer.name }) : t('editor.layers.show', { name: layer.name })}
        icon={layer.visible ? IconEye : IconEyeOff}
        className={layer.visible ? 'ss-layer-action' : undefined}
        onClick={() => actions.toggleVisible(layer.id)}
      />
      <ToolButton
        size="sm"
        iconSize={15}
        label={layer.locked ? t('editor.layers.unlock', { name: layer.name }) : t('editor.layers.lock', { name: layer.name })}
        icon={layer.locked ? IconLock : IconLockOpen}
        className={layer.locked ? undefined : 'ss-layer-action'}
        onClick={() => actions.toggleLocked(layer.id)}
      />
    </li>
  );
}
