import { ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { LayerInfo } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { finishTextEditing, typeLabel } from '../selection';
import { SELECTION_EVENTS, useEditorEvents } from '../useEditorEvents';
import { LayerRow } from './LayerRow';

const SHAPE_LABELS = new Set(['rectangle', 'circle', 'triangle', 'star', 'heart', 'line', 'polygon']);

/**
 * Layers, top first: click selects (Shift/Ctrl adds), drag to reorder (or Alt+↑/↓ on a focused row),
 * show/hide, lock, rename inline.
 */
export function LayersPanel({ maxHeight }: { maxHeight?: number | string }) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  useEditorEvents(editor, SELECTION_EVENTS);
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const layers: LayerInfo[] = (editor ? editor.api.listLayers() : []).map((layer) => {
    // Unnamed layers are called by their Fabric type ('polygon'): show what people call them ('Star').
    const object = editor?.canvas.getObjects().find((o) => (o as { id?: string }).id === layer.id) as { shape?: string; isEditing?: boolean } | undefined;
    // Fabric locks a text's movement while it is typed in: that is not a locked layer.
    if (object?.isEditing) layer = { ...layer, locked: false };
    if (!editor || layer.name !== layer.type) return layer;
    const name = object?.shape && SHAPE_LABELS.has(object.shape) ? t(`editor.shapes.${object.shape}`) : typeLabel(t, layer.type);
    return { ...layer, name };
  });

  const select = (id: string, additive: boolean) => {
    if (!editor) return;
    const object = editor.canvas.getObjects().find((o) => (o as { id?: string }).id === id);
    if (!object || object.visible === false) return;
    const current = editor.api.getSelection();
    const next = additive ? (current.includes(object) ? current.filter((o) => o !== object) : [...current, object]) : [object];
    editor.api.selectObjects(next);
  };

  const move = (id: string, index: number) => {
    if (!editor) return;
    editor.api.moveLayer(id, Math.max(0, Math.min(layers.length - 1, index)));
  };

  const endDrag = () => {
    setDragId(null);
    setDropIndex(null);
  };

  return (
    <Stack gap={0} h="100%" data-testid="layers-panel">
      <Title order={2} size="h5" px="md" pt="md" pb="xs" className="ss-panel-title">
        {t('editor.layers.title')}
      </Title>
      {layers.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          {t('editor.layers.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
          <ul className="ss-layers" aria-label={t('editor.layers.title')}>
            {layers.map((layer, index) => (
              <LayerRow
                key={layer.id}
                layer={layer}
                index={index}
                count={layers.length}
                dragging={dragId === layer.id}
                dropBefore={dropIndex === index && dragId !== null}
                dropAfter={dropIndex === layers.length && index === layers.length - 1 && dragId !== null}
                onSelect={(additive) => select(layer.id, additive)}
                onToggleVisible={() => editor?.api.setLayerVisible(layer.id, !layer.visible)}
                onToggleLocked={() => {
                  finishTextEditing(editor);
                  editor?.api.setLayerLocked(layer.id, !layer.locked);
                }}
                onRename={(name) => editor?.api.renameLayer(layer.id, name)}
                onMove={(to) => move(layer.id, to)}
                onDragStart={() => setDragId(layer.id)}
                onDragOverHalf={(after) => setDropIndex(after ? index + 1 : index)}
                onDrop={() => {
                  if (dragId !== null && dropIndex !== null) {
                    const from = layers.findIndex((l) => l.id === dragId);
                    // The list shrinks by the dragged row when it moves down.
                    move(dragId, dropIndex > from ? dropIndex - 1 : dropIndex);
                  }
                  endDrag();
                }}
                onDragEnd={endDrag}
              />
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
