import { ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useMemo, useRef, useState } from 'react';
import type { LayerInfo } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { finishTextEditing } from '../selection';
import { type LayerActions, LayerRow } from './LayerRow';
import { useLayerList } from './useLayerList';

/** From this many layers on, only the rows in view are rendered (a 1,000-object design stays fast). */
export const VIRTUALISE_FROM = 60;
/** A row's height in px (the list's CSS); the virtual list measures rows anyway. */
const ROW_HEIGHT = 40;

/**
 * Layers, top first: click selects (Shift/Ctrl adds), drag to reorder (or Alt+↑/↓ on a focused row),
 * show/hide, lock, rename inline. Rows are memoised: a selection change re-renders the rows it changed.
 */
export function LayersPanel({ maxHeight }: { maxHeight?: number | string }) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  const layers = useLayerList(editor);
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);

  // The row callbacks read the latest state through a ref, so the actions object never changes.
  const latest = useRef({ editor, layers, dragId, dropIndex });
  latest.current = { editor, layers, dragId, dropIndex };
  const actions = useMemo<LayerActions>(() => {
    const move = (id: string, index: number) => {
      const { editor: ed, layers: list } = latest.current;
      ed?.api.moveLayer(id, Math.max(0, Math.min(list.length - 1, index)));
    };
    const endDrag = () => {
      setDragId(null);
      setDropIndex(null);
    };
    return {
      select(id, additive) {
        const ed = latest.current.editor;
        if (!ed) return;
        const object = ed.canvas.getObjects().find((o) => (o as { id?: string }).id === id);
        if (!object || object.visible === false) return;
        const current = ed.api.getSelection();
        const next = additive ? (current.includes(object) ? current.filter((o) => o !== object) : [...current, object]) : [object];
        ed.api.selectObjects(next);
      },
      toggleVisible(id) {
        const { editor: ed, layers: list } = latest.current;
        const layer = list.find((l) => l.id === id);
        if (layer) ed?.api.setLayerVisible(id, !layer.visible);
      },
      toggleLocked(id) {
        const { editor: ed, layers: list } = latest.current;
        const layer = list.find((l) => l.id === id);
        if (!layer || !ed) return;
        finishTextEditing(ed);
        ed.api.setLayerLocked(id, !layer.locked);
      },
      rename: (id, name) => latest.current.editor?.api.renameLayer(id, name),
      move,
      dragStart: (id) => setDragId(id),
      dragOverHalf: (index, after) => setDropIndex(after ? index + 1 : index),
      drop() {
        const { dragId: dragged, dropIndex: at, layers: list } = latest.current;
        if (dragged !== null && at !== null) {
          const from = list.findIndex((l) => l.id === dragged);
          // The list shrinks by the dragged row when it moves down.
          move(dragged, at > from ? at - 1 : at);
        }
        endDrag();
      },
      dragEnd: endDrag,
    };
  }, []);

  const row = (layer: LayerInfo, index: number, style?: CSSProperties) => (
    <LayerRow
      key={layer.id}
      layer={layer}
      index={index}
      count={layers.length}
      dragging={dragId === layer.id}
      dropBefore={dropIndex === index && dragId !== null}
      dropAfter={dropIndex === layers.length && index === layers.length - 1 && dragId !== null}
      actions={actions}
      style={style}
    />
  );

  return (
    <Stack gap={0} h="100%" data-testid="layers-panel">
      <Title order={2} size="h5" px="md" pt="md" pb="xs" className="ss-panel-title">
        {t('editor.layers.title')}
      </Title>
      {layers.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          {t('editor.layers.empty')}
        </Text>
      ) : layers.length < VIRTUALISE_FROM ? (
        <ScrollArea.Autosize mah={maxHeight} type="auto" scrollbars="y" offsetScrollbars>
          <ul className="ss-layers" aria-label={t('editor.layers.title')}>
            {layers.map((layer, index) => row(layer, index))}
          </ul>
        </ScrollArea.Autosize>
      ) : (
        <VirtualLayerList layers={layers} maxHeight={maxHeight ?? '60vh'} label={t('editor.layers.title')} row={row} />
      )}
    </Stack>
  );
}

/** Only the rows in view (and a few around them) are in the DOM; a list this long fills its whole height. */
function VirtualLayerList(props: {
  layers: LayerInfo[];
  maxHeight: number | string;
  label: string;
  row: (layer: LayerInfo, index: number, style: CSSProperties) => React.ReactNode;
}) {
  const { layers, row } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: layers.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => layers[index].id,
  });
  return (
    <div ref={scrollRef} className="ss-layers-scroll" style={{ height: props.maxHeight }} data-testid="layers-virtual">
      <ul className="ss-layers" aria-label={props.label} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer
          .getVirtualItems()
          .map((item) => row(layers[item.index], item.index, { position: 'absolute', top: 0, left: 8, right: 8, height: item.size, transform: `translateY(${item.start}px)` }))}
      </ul>
    </div>
  );
}
