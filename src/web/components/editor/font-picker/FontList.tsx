import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { CatalogueFont } from './google-catalogue';
import { previewCatalogueFont } from './preview';

export type FontRow = { kind: 'header'; label: string; key: string } | { kind: 'font'; family: string; key: string; catalogue?: CatalogueFont };

const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 28;

/** The picker's list: section headers and fonts, virtualised (the catalogue has ~1,600 rows), each font in its own face. */
export function FontList({ rows, value, applying, onPick }: { rows: FontRow[]; value: string; applying: string | null; onPick: (family: string) => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i].kind === 'header' ? HEADER_HEIGHT : ROW_HEIGHT),
    overscan: 6,
  });
  return (
    // 300 px tall, shrinking (down to two rows) when the picker has less room on its side of the field.
    <div ref={scrollRef} style={{ height: 300, flexShrink: 1, minHeight: 2 * ROW_HEIGHT, overflowY: 'auto', overscrollBehavior: 'contain' }} data-testid="font-list">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const style = { position: 'absolute' as const, top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start}px)` };
          if (row.kind === 'header')
            return (
              <Text key={row.key} size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pt={8} style={style}>
                {row.label}
              </Text>
            );
          return <FontOption key={row.key} row={row} style={style} selected={row.family === value} busy={applying === row.family} onPick={onPick} />;
        })}
      </div>
    </div>
  );
}

function FontOption({
  row,
  style,
  selected,
  busy,
  onPick,
}: {
  row: Extract<FontRow, { kind: 'font' }>;
  style: React.CSSProperties;
  selected: boolean;
  busy: boolean;
  onPick: (family: string) => void;
}) {
  // Mounted only while on screen: that is when a catalogue font's preview is worth fetching.
  useEffect(() => {
    if (row.catalogue) previewCatalogueFont(row.catalogue);
  }, [row.catalogue]);
  return (
    <UnstyledButton
      style={{ ...style, padding: '0 10px', borderRadius: 4 }}
      className="ss-font-option"
      onClick={() => onPick(row.family)}
      data-testid="font-option"
      data-family={row.family}
      aria-selected={selected}
      role="option"
    >
      <Group justify="space-between" wrap="nowrap" h="100%">
        <Text size="md" truncate style={{ fontFamily: `"${row.family}", sans-serif` }}>
          {row.family}
        </Text>
        {busy ? <Loader size={14} /> : selected ? <IconCheck size={14} aria-hidden /> : null}
      </Group>
    </UnstyledButton>
  );
}
