import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { type Icon, IconCircle, IconHeart, IconHexagon, IconLine, IconSquare, IconStar, IconTriangle } from '@tabler/icons-react';
import type { ShapeKind } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { PanelSection } from './PanelSection';

export const SHAPES: Array<{ kind: ShapeKind; icon: Icon; label: string }> = [
  { kind: 'rectangle', icon: IconSquare, label: 'editor.shapes.rectangle' },
  { kind: 'circle', icon: IconCircle, label: 'editor.shapes.circle' },
  { kind: 'triangle', icon: IconTriangle, label: 'editor.shapes.triangle' },
  { kind: 'star', icon: IconStar, label: 'editor.shapes.star' },
  { kind: 'heart', icon: IconHeart, label: 'editor.shapes.heart' },
  { kind: 'line', icon: IconLine, label: 'editor.shapes.line' },
  { kind: 'polygon', icon: IconHexagon, label: 'editor.shapes.polygon' },
];

export function ShapesPanel({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation();
  const { editor, focusCanvas } = useEditorContext();
  return (
    <PanelSection title={t('editor.tabs.shapes')} description={t('editor.shapes.intro')}>
      <SimpleGrid cols={3} spacing="xs">
        {SHAPES.map(({ kind, icon: Icon, label }) => (
          <UnstyledButton
            key={kind}
            className="ss-tile ss-tile-square"
            disabled={!editor}
            onClick={() => {
              editor?.api.addShape(kind);
              focusCanvas();
              onAdded?.();
            }}
            data-testid={`add-shape-${kind}`}
          >
            <Icon size={28} stroke={1.5} aria-hidden />
            <Text size="xs" mt={4}>
              {t(label)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </PanelSection>
  );
}
