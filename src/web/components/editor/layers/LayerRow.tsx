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
import { useState } from 'react';
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

interface LayerRowProps {
  layer: LayerInfo;
  index: number;
  count: number;
  dragging: boolean;
  dropBefore: boolean;
  dropAfter: boolean;
  onSelect: (additive: boolean) => void;
  onToggleVisible: () => void;
  onToggleLocked: () => void;
  onRename: (name: string) => void;
  onMove: (index: number) => void;
  onDragStart: () => void;
  onDragOverHalf: (after: boolean) => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

export function LayerRow(props: LayerRowProps) {
  const { layer, index, count, dragging, dropBefore, dropAfter } = props;
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(layer.name);
  const Icon = ICONS[layer.type] ?? IconShape;

  const finishRename = (save: boolean) => {
    if (save && draft.trim() && draft !== layer.name) props.onRename(draft);
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
      draggable={!renaming}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', layer.id);
        props.onDragStart();
      }}
      onDragOver={(e) => {
        e.preventDefault();
        const rect = e.currentTarget.getBoundingClientRect();
        props.onDragOverHalf(e.clientY > rect.top + rect.height / 2);
      }}
      onDrop={(e) => {
        e.preventDefault();
        props.onDrop();
      }}
      onDragEnd={props.onDragEnd}
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
          onClick={(e) => props.onSelect(e.shiftKey || e.metaKey || e.ctrlKey)}
          onDoubleClick={() => {
            setDraft(layer.name);
            setRenaming(true);
          }}
          onKeyDown={(e) => {
            if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
              e.preventDefault();
              props.onMove(index + (e.key === 'ArrowUp' ? -1 : 1));
            } else if (e.key === 'F2') {
              e.preventDefault();
              setDraft(layer.name);
              setRenaming(true);
            }
          }}
        >
          <Group gap={8} wrap="nowrap">
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
        onClick={props.onToggleVisible}
      />
      <ToolButton
        size="sm"
        iconSize={15}
        label={layer.locked ? t('editor.layers.unlock', { name: layer.name }) : t('editor.layers.lock', { name: layer.name })}
        icon={layer.locked ? IconLock : IconLockOpen}
        className={layer.locked ? undefined : 'ss-layer-action'}
        onClick={props.onToggleLocked}
      />
    </li>
  );
}
