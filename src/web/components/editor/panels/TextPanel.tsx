import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleDashed } from '@tabler/icons-react';
import type { FabricObject } from 'fabric';
import { useState } from 'react';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { isTextObject, startTyping } from '../selection';
import { useEditorValue } from '../useEditorEvents';
import { FontSelect } from './FontSelect';
import { PanelSection } from './PanelSection';

const DEFAULT_FONT = 'Arial';
const TEXT_EVENTS = ['selectOne', 'selectMultiple', 'selectCancel', 'change'] as const;

/** The font of the first selected text ('' when it has none), or null when no text is selected. */
function fontOfSelectedText(selection: FabricObject[]): string | null {
  const text = selection.find(isTextObject) as (FabricObject & { fontFamily?: string }) | undefined;
  return text ? String(text.fontFamily ?? '') : null;
}

/** Add a heading, a paragraph or curved text; the font picker styles the selected text and new text. */
export function TextPanel({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation();
  const { editor, focusCanvas } = useEditorContext();
  const [font, setFont] = useState(DEFAULT_FONT);
  // Re-rendered only when the selected text's font changes (null: no text selected), not on every click.
  const selectedFont = useEditorValue(editor, TEXT_EVENTS, (ed) => fontOfSelectedText(ed.api.getSelection()), null);
  const shownFont = selectedFont || font;

  const add = (make: () => FabricObject) => {
    if (!editor) return;
    const object = make();
    if (font !== DEFAULT_FONT) void editor.api.setFont([object], font);
    focusCanvas();
    onAdded?.();
    // After the canvas has focus: editing focuses Fabric's hidden text field, which takes the keys.
    startTyping(object);
  };

  const presets = [
    { key: 'heading', label: t('editor.text.addHeading'), size: 22, weight: 800, make: () => editor!.api.addText(t('editor.text.headingDefault')) },
    { key: 'paragraph', label: t('editor.text.addParagraph'), size: 15, weight: 500, make: () => editor!.api.addTextbox(t('editor.text.paragraphDefault')) },
    { key: 'curved', label: t('editor.text.addCurved'), size: 16, weight: 700, make: () => editor!.api.addCurvedText(t('editor.text.curvedDefault')) },
  ];

  return (
    <PanelSection title={t('editor.tabs.text')} description={t('editor.text.intro')}>
      <Stack gap="xs">
        {presets.map((p) => (
          <UnstyledButton key={p.key} className="ss-tile" disabled={!editor} onClick={() => add(p.make)} data-testid={`add-${p.key}`}>
            {p.key === 'curved' && <IconCircleDashed size={18} aria-hidden style={{ marginRight: 8 }} />}
            <Text component="span" fz={p.size} fw={p.weight} style={{ fontFamily: `"${shownFont}", sans-serif` }}>
              {p.label}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
      <FontSelect
        value={shownFont}
        disabled={!editor}
        description={selectedFont !== null ? t('editor.text.fontForSelection') : t('editor.text.fontForNew')}
        onChange={async (family) => {
          const selectedText = editor ? editor.api.getSelection().filter(isTextObject) : [];
          // New text gets the font only once its file is here (a failed Google or uploaded font is not kept).
          const ok = editor ? await editor.api.setFont(selectedText, family) : true;
          if (ok) setFont(family);
          return ok;
        }}
      />
    </PanelSection>
  );
}
