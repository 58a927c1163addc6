import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { FabricObject } from 'fabric';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../translation/useTranslation';
import { useEditorContext } from './EditorContext';
import type { PanelObject } from './selection';

/**
 * Curved text has no on-canvas caret (SPEC: "the editor opens its own text field on double-click"): a
 * double-click (or double-tap) opens this dialog to edit its text.
 */
export function CurvedTextDialog() {
  const { t } = useTranslation();
  const { editor, focusCanvas } = useEditorContext();
  const [target, setTarget] = useState<PanelObject | null>(null);
  const [draft, setDraft] = useState('');

  useEffect(() => {
    if (!editor) return;
    return editor.canvas.on('mouse:dblclick', ({ target }: { target?: FabricObject }) => {
      const o = target as PanelObject | undefined;
      if (o?.type !== 'curved-text' || (o as { editable?: boolean }).editable === false) return;
      setDraft(o.text ?? '');
      setTarget(o);
    });
  }, [editor]);

  const close = () => {
    setTarget(null);
    focusCanvas();
  };
  const save = () => {
    if (editor && target && draft !== target.text) {
      editor.api.selectObjects([target]);
      editor.api.setStyle({ text: draft });
    }
    close();
  };

  return (
    <Modal opened={!!target} onClose={close} title={t('editor.text.editCurved')} centered closeButtonProps={{ 'aria-label': t('common.close') }} zIndex={400}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack>
          <TextInput label={t('editor.text.content')} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} data-autofocus data-testid="curved-text-dialog-input" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
