import { useMemo } from 'react';
import type { Editor, LayerInfo } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { typeLabel } from '../selection';
import { SELECTION_EVENTS, useEditorEvents } from '../useEditorEvents';

const SHAPE_LABELS = new Set(['rectangle', 'circle', 'triangle', 'star', 'heart', 'line', 'polygon']);

/**
 * The layers, top first, with the names people call them by; recomputed when the selection or the
 * document changes. One pass over the canvas (a map by id), so a 1,000-object design stays linear.
 */
export function useLayerList(editor: Editor | null): LayerInfo[] {
  const { t } = useTranslation();
  const version = useEditorEvents(editor, SELECTION_EVENTS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes with every editor event that matters
  return useMemo(() => {
    if (!editor) return [];
    const byId = new Map<string, { shape?: string; isEditing?: boolean }>();
    for (const o of editor.canvas.getObjects()) {
      const id = (o as { id?: string }).id;
      if (id) byId.set(id, o as { shape?: string; isEditing?: boolean });
    }
    return editor.api.listLayers().map((layer) => {
      const object = byId.get(layer.id);
      // Fabric locks a text's movement while it is typed in: that is not a locked layer.
      if (object?.isEditing) layer = { ...layer, locked: false };
      // Unnamed layers are called by their Fabric type ('polygon'): show what people call them ('Star').
      if (layer.name !== layer.type) return layer;
      const name = object?.shape && SHAPE_LABELS.has(object.shape) ? t(`editor.shapes.${object.shape}`) : typeLabel(t, layer.type);
      return { ...layer, name };
    });
  }, [editor, version, t]);
}
