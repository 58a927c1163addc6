import { useMemo } from 'react';
import type { Editor, LayerInfo } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { typeLabel } from '../selection';
import { useEditorEvents } from '../useEditorEvents';

const SHAPE_LABELS = new Set(['rectangle', 'circle', 'triangle', 'star', 'heart', 'line', 'polygon']);

const DOCUMENT_EVENTS = ['change', 'historyChange', 'loadJson'] as const;
const SELECT_EVENTS = ['selectOne', 'selectMultiple', 'selectCancel'] as const;

/**
 * The layers, top first, with the names people call them by. The list is built when the document
 * changes (one pass over the canvas, a map by id, so a 1,000-object design stays linear); a selection
 * change only updates the selected flags, keeping every other row's object as it was.
 */
export function useLayerList(editor: Editor | null): LayerInfo[] {
  const { t } = useTranslation();
  const documentVersion = useEditorEvents(editor, DOCUMENT_EVENTS);
  const selectionVersion = useEditorEvents(editor, SELECT_EVENTS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `documentVersion` changes with every document event
  const layers = useMemo(() => {
    if (!editor) return [];
    const shapes = new Map<string, string | undefined>();
    for (const o of editor.canvas.getObjects()) {
      const id = (o as { id?: string }).id;
      if (id) shapes.set(id, (o as { shape?: string }).shape);
    }
    return editor.api.listLayers().map((layer) => {
      // Unnamed layers are called by their Fabric type ('polygon'): show what people call them ('Star').
      if (layer.name !== layer.type) return layer;
      const shape = shapes.get(layer.id);
      const name = shape && SHAPE_LABELS.has(shape) ? t(`editor.shapes.${shape}`) : typeLabel(t, layer.type);
      return { ...layer, name };
    });
  }, [editor, documentVersion, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selectionVersion` changes with every selection event
  return useMemo(() => {
    if (!editor) return layers;
    const selected = new Map<string, { isEditing?: boolean }>();
    for (const o of editor.api.getSelection()) {
      const id = (o as { id?: string }).id;
      if (id) selected.set(id, o as { isEditing?: boolean });
    }
    return layers.map((layer) => {
      const object = selected.get(layer.id);
      // Fabric locks a text's movement while it is typed in: that is not a locked layer.
      const locked = object?.isEditing ? false : layer.locked;
      return layer.selected === !!object && layer.locked === locked ? layer : { ...layer, selected: !!object, locked };
    });
  }, [editor, layers, selectionVersion]);
}
