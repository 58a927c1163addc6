import { ColorSwatch, Group, Radio, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { CutKind, CutShape } from '../../../shared/cutline';
import { CUT_KINDS, CUT_SHAPES } from '../../../shared/sticker';
import { useTranslation } from '../../translation/useTranslation';
import { SizeInput } from '../units/SizeInput';
import { SizeUnitSwitch } from '../units/SizeUnitSwitch';
import { useSizeUnit } from '../units/useSizeUnit';
import { BorderSlider } from './BorderSlider';
import { COLOUR_MODES, type ColourMode, DECAL_COLOURS } from './colourModes';
import { SIZE_PRESETS_IN } from './printGeometry';

export interface PreviewSettings {
  /** A preset size in inches, or 'custom' (then customSizeIn is used). */
  size: string;
  customSizeIn: number;
  offsetIn: number;
  shape: CutShape;
  kind: CutKind;
  mode: ColourMode;
  decalColour: string;
  dark: boolean;
  showCutline: boolean;
}

/** The preview's settings: size (shown and typed in the reader's unit, named once in the heading so the presets fit a phone), border, cut shape and kind, material, background, cut line on/off. */
export function PreviewControls({ value, onChange }: { value: PreviewSettings; onChange: (next: PreviewSettings) => void }) {
  const { t } = useTranslation();
  const { unit, lengthText } = useSizeUnit();
  const set = <K extends keyof PreviewSettings>(key: K, v: PreviewSettings[K]) => onChange({ ...value, [key]: v });

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} id="preview-size-label">
            {t('preview.size.label', { unit: t(`units.name.${unit}`) })}
          </Text>
          <SizeUnitSwitch />
        </Group>
        <SegmentedControl
          aria-labelledby="preview-size-label"
          fullWidth
          value={value.size}
          onChange={(v) => set('size', v)}
          data={[...SIZE_PRESETS_IN.map((n) => ({ value: String(n), label: lengthText(n) })), { value: 'custom', label: t('preview.size.custom') }]}
          data-testid="preview-size"
        />
        {value.size === 'custom' ? <SizeInput label="longer" valueIn={value.customSizeIn} onChange={(inches) => set('customSizeIn', inches)} testId="preview-custom-size" /> : null}
      </Stack>

      <BorderSlider id="preview-offset" label={t('preview.offset.label')} value={value.offsetIn} onChange={(v) => set('offsetIn', v)} strong unit={unit} />

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('preview.shape.label')}
          value={value.shape}
          onChange={(v) => v && set('shape', v as CutShape)}
          data={CUT_SHAPES.map((s) => ({ value: s, label: t(`preview.shape.${s}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="preview-shape"
        />
        <Select
          label={t('preview.kind.label')}
          value={value.kind}
          onChange={(v) => v && set('kind', v as CutKind)}
          data={CUT_KINDS.map((k) => ({ value: k, label: t(`preview.kind.${k}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="preview-kind"
        />
      </SimpleGrid>

      <Radio.Group label={t('preview.mode.label')} value={value.mode} onChange={(v) => set('mode', v as ColourMode)}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
          {COLOUR_MODES.map((mode) => (
            <Radio.Card key={mode} value={mode} p="xs" radius="md" data-testid={`preview-mode-${mode}`}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text size="sm" fw={600}>
                    {t(`preview.mode.${mode}.title`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`preview.mode.${mode}.hint`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {value.mode === 'decal' ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('preview.decalColour')}
          </Text>
          <Group gap="xs">
            {DECAL_COLOURS.map(({ value: colour, labelKey }) => (
              <ColorSwatch
                key={colour}
                component="button"
                type="button"
                color={colour}
                aria-label={t(labelKey)}
                aria-pressed={value.decalColour === colour}
                onClick={() => set('decalColour', colour)}
                style={{ cursor: 'pointer', outline: value.decalColour === colour ? '2px solid var(--mantine-primary-color-filled)' : undefined, outlineOffset: 2 }}
              />
            ))}
          </Group>
        </Stack>
      ) : null}

      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={value.dark ? 'dark' : 'light'}
          onChange={(v) => set('dark', v === 'dark')}
          data={[
            { value: 'light', label: t('preview.background.light') },
            { value: 'dark', label: t('preview.background.dark') },
          ]}
          aria-label={t('preview.background.label')}
        />
        <Switch checked={value.showCutline} onChange={(e) => set('showCutline', e.currentTarget.checked)} label={t('preview.showCutline')} data-testid="preview-show-cutline" />
      </Group>
    </Stack>
  );
}
