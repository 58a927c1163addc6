import { Group, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlignCenter, IconAlignJustified, IconAlignLeft, IconAlignRight, IconItalic, IconUnderline } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { Editor } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { FontSelect } from '../panels/FontSelect';
import { finishTextEditing, isCurvedText, type PanelObject, preview } from '../selection';
import { ToolButton } from '../ToolButton';
import { CommitNumber, CommitSlider } from './controls';

/** The id of the text field, so a double-click on curved text can bring the focus to it. */
export const TEXT_CONTENT_FIELD_ID = 'ss-text-content';

const WEIGHTS = ['300', '400', '500', '600', '700', '800', '900'] as const;

function weightOf(o: PanelObject): string {
  const w = o.fontWeight;
  if (w === 'bold') return '700';
  if (w === 'normal' || w === undefined) return '400';
  return String(w);
}

/** Text content and typography: font, size, weight, italic, underline, alignment, spacing; curved text's bend. */
export function TextSection({ editor, objects }: { editor: Editor; objects: PanelObject[] }) {
  const { t } = useTranslation();
  const first = objects[0];
  const curved = isCurvedText(first);
  const single = objects.length === 1;
  const italic = first.fontStyle === 'italic';

  return (
    <Stack gap="xs">
      {single && <TextContent editor={editor} object={first} multiline={!curved} />}
      <FontSelect size="xs" value={first.fontFamily ?? 'Arial'} onChange={(family) => editor.api.setFont(objects, family)} />
      <Group grow gap="xs" wrap="nowrap" align="flex-end">
        <CommitNumber
          label={t('editor.text.size')}
          value={Math.round(first.fontSize ?? 40)}
          min={4}
          max={2000}
          onCommit={(fontSize) => editor.api.setStyle({ fontSize })}
          testId="font-size"
        />
        <Select
          size="xs"
          label={t('editor.text.weight')}
          value={weightOf(first)}
          allowDeselect={false}
          data={WEIGHTS.map((w) => ({ value: w, label: t(`editor.text.weights.w${w}`) }))}
          onChange={(v) => v && editor.api.setStyle({ fontWeight: Number(v) })}
        />
      </Group>
      <Group gap={4} wrap="nowrap">
        <ToolButton
          variant={italic ? 'light' : 'default'}
          label={t('editor.text.italic')}
          icon={IconItalic}
          active={italic}
          onClick={() => editor.api.setStyle({ fontStyle: italic ? 'normal' : 'italic' })}
        />
        {!curved && (
          <ToolButton
            variant={first.underline ? 'light' : 'default'}
            label={t('editor.text.underline')}
            icon={IconUnderline}
            active={!!first.underline}
            onClick={() => editor.api.setStyle({ underline: !first.underline })}
          />
        )}
        {!curved && (
          <SegmentedControl
            size="xs"
            style={{ flex: 1 }}
            value={first.textAlign ?? 'left'}
            aria-label={t('editor.text.align')}
            onChange={(v) => editor.api.setStyle({ textAlign: v })}
            data={[
              { value: 'left', label: <IconAlignLeft size={16} aria-label={t('editor.text.alignLeft')} /> },
              { value: 'center', label: <IconAlignCenter size={16} aria-label={t('editor.text.alignCenter')} /> },
              { value: 'right', label: <IconAlignRight size={16} aria-label={t('editor.text.alignRight')} /> },
              ...(first.type === 'textbox' ? [{ value: 'justify', label: <IconAlignJustified size={16} aria-label={t('editor.text.alignJustify')} /> }] : []),
            ]}
          />
        )}
      </Group>
      <CommitSlider
        label={t('editor.text.spacing')}
        value={first.charSpacing ?? 0}
        min={-200}
        max={800}
        step={10}
        onPreview={(charSpacing) => preview(objects, { charSpacing })}
        onCommit={(charSpacing) => editor.api.setStyle({ charSpacing })}
      />
      {curved && (
        <CommitSlider
          label={t('editor.text.bend')}
          value={first.bend ?? 0}
          min={-100}
          max={100}
          onPreview={(bend) => preview(objects, { bend })}
          onCommit={(bend) => editor.api.setStyle({ bend })}
          testId="bend-slider"
        />
      )}
    </Stack>
  );
}

/** The text itself, edited in a field (keyboard- and screen-reader-friendly; curved text has no on-canvas editing). */
function TextContent({ editor, object, multiline }: { editor: Editor; object: PanelObject; multiline: boolean }) {
  const { t } = useTranslation();
  const value = object.text ?? '';
  const [draft, setDraft] = useState(value);
  // The live preview changes the object as the person types: compare with the text from before.
  const before = useRef<string | null>(null);
  useEffect(() => {
    if (before.current === null) setDraft(value);
  }, [value]);
  const commit = () => {
    const original = before.current;
    before.current = null;
    if (original !== null && draft !== original) editor.api.setStyle({ text: draft });
  };
  const begin = () => {
    // A new text starts in on-canvas editing: the field takes over, with what was typed there so far.
    if (object.isEditing) {
      finishTextEditing(editor);
      setDraft(object.text ?? '');
    }
    before.current ??= object.text ?? '';
  };
  const common = {
    id: TEXT_CONTENT_FIELD_ID,
    size: 'xs' as const,
    label: t('editor.text.content'),
    value: draft,
    onFocus: begin,
    onBlur: commit,
    'data-testid': 'text-content',
  };
  return multiline ? (
    <Textarea
      {...common}
      autosize
      minRows={1}
      maxRows={5}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        preview([object], { text: e.currentTarget.value });
      }}
    />
  ) : (
    <TextInput
      {...common}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        preview([object], { text: e.currentTarget.value });
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          commit();
          begin();
        }
      }}
    />
  );
}
