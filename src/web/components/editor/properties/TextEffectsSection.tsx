import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { Editor, TextEffectChoice } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { type PanelObject, solidColor } from '../selection';
import { CommitColor } from './controls';

/** Each tile's sample, drawn with CSS to look like the preset (the canvas draws the real thing). */
const TILES: ReadonlyArray<{ name: TextEffectChoice; sample: CSSProperties }> = [
  { name: 'none', sample: { color: '#1f1f1f' } },
  { name: 'outline', sample: { color: '#4c6ef5', WebkitTextStroke: '1.5px #1f1f1f', paintOrder: 'stroke fill' } },
  { name: 'shadow', sample: { color: '#4c6ef5', textShadow: '2px 2px 2px rgba(0,0,0,0.45)' } },
  { name: 'neon', sample: { color: '#ffd6f6', textShadow: '0 0 4px #ff2fd0, 0 0 8px #ff2fd0' } },
  { name: 'hollow', sample: { color: 'transparent', WebkitTextStroke: '1px #1f1f1f' } },
  { name: 'echo', sample: { color: '#4c6ef5', textShadow: '2px 2px 0 rgba(76,110,245,0.6), 4px 4px 0 rgba(76,110,245,0.4), 6px 6px 0 rgba(76,110,245,0.2)' } },
];

/** Text effect presets as a row of preview tiles, and the colour of the one in use; each pick is one undo step. */
export function TextEffectsSection({ editor, objects }: { editor: Editor; objects: PanelObject[] }) {
  const { t } = useTranslation();
  const effect = objects[0].textEffect ?? null;
  const active: TextEffectChoice = effect?.name ?? 'none';
  return (
    <Stack gap="sm">
      {/* One row when the panel is wide enough for readable labels (the phone's sheet), else two. */}
      <SimpleGrid type="container" cols={{ base: 3, '300px': 6 }} spacing={4} role="group" aria-label={t('editorTextEffects.title')}>
        {TILES.map(({ name, sample }) => (
          <UnstyledButton
            key={name}
            onClick={() => editor.api.setTextEffect(name)}
            aria-pressed={active === name}
            data-testid={`text-effect-${name}`}
            style={{
              minWidth: 0,
              textAlign: 'center',
              borderRadius: 6,
              padding: '4px 0 2px',
              border: `1px solid ${active === name ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
              background: active === name ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
            }}
          >
            <Text component="span" aria-hidden fw={800} fz={20} lh={1.1} display="block" style={sample}>
              Ag
            </Text>
            <Text component="span" fz={10} c="dimmed" display="block" truncate>
              {t(`editorTextEffects.${name}`)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {effect && (
        <CommitColor
          label={t('editorTextEffects.color')}
          value={solidColor(effect.color)}
          onCommit={(color) => editor.api.setTextEffect(effect.name, color)}
          testId="text-effect-color"
        />
      )}
    </Stack>
  );
}
