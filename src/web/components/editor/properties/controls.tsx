import { ColorInput, Group, NumberInput, Slider, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { SWATCHES } from '../panels/DrawPanel';

interface CommitSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  /** Called while dragging, for a live preview (no history step). */
  onPreview?: (value: number) => void;
  /** Called once when the gesture ends: the api call that records one history step. */
  onCommit: (value: number) => void;
  disabled?: boolean;
  testId?: string;
}

/** A labelled slider that previews while dragging and commits once per gesture. */
export function CommitSlider({ label, value, min, max, step = 1, unit = '', onPreview, onCommit, disabled, testId }: CommitSliderProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const id = useId();
  const shown = dragging ?? value;
  return (
    <div>
      <Group justify="space-between" gap={4} mb={2}>
        <Text size="xs" fw={500} id={id}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {`${Math.round(shown * 100) / 100}${unit}`}
        </Text>
      </Group>
      <Slider
        size="sm"
        min={min}
        max={max}
        step={step}
        value={shown}
        label={null}
        thumbLabel={label}
        disabled={disabled}
        onChange={(v) => {
          setDragging(v);
          onPreview?.(v);
        }}
        onChangeEnd={(v) => {
          onCommit(v);
          setDragging(null);
        }}
        data-testid={testId}
      />
    </div>
  );
}

interface CommitNumberProps {
  label: string;
  value: number;
  min?: number;
  max?: number;
  step?: number;
  decimalScale?: number;
  suffix?: string;
  onCommit: (value: number) => void;
  disabled?: boolean;
  testId?: string;
}

/** A number field that commits on blur or Enter (one history step per edit). */
export function CommitNumber({ label, value, min, max, step, decimalScale = 0, suffix, onCommit, disabled, testId }: CommitNumberProps) {
  const [draft, setDraft] = useState<number | string>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    const n = typeof draft === 'number' ? draft : Number.parseFloat(draft);
    if (!Number.isFinite(n)) return setDraft(value);
    const clamped = Math.min(max ?? n, Math.max(min ?? n, n));
    if (clamped !== value) onCommit(clamped);
    else setDraft(value);
  };
  return (
    <NumberInput
      size="xs"
      label={label}
      value={draft}
      min={min}
      max={max}
      step={step}
      decimalScale={decimalScale}
      suffix={suffix}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      disabled={disabled}
      data-testid={testId}
    />
  );
}

interface CommitColorProps {
  label: string;
  value: string;
  onPreview?: (value: string) => void;
  onCommit: (value: string) => void;
  disabled?: boolean;
  testId?: string;
}

const isHex = (v: string) => /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v);

/** A colour field with swatches: previews while picking, commits when the pick ends. */
export function CommitColor({ label, value, onPreview, onCommit, disabled, testId }: CommitColorProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <ColorInput
      size="xs"
      label={label}
      value={draft}
      format="hex"
      swatches={SWATCHES}
      swatchesPerRow={10}
      withEyeDropper={false}
      disabled={disabled}
      onChange={(v) => {
        setDraft(v);
        if (isHex(v)) onPreview?.(v);
      }}
      onChangeEnd={(v) => {
        // Always commit: the preview may already have given the object this colour.
        if (isHex(v)) onCommit(v);
      }}
      popoverProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
