import type { Editor } from '../../../editor';
import i18n from '../../i18n';
import { showNotice } from './errors';
import { isEditorError } from './runtime';

/** Largest design file we try to open (the auto-save limit is ~1 MB; images inside make files bigger). */
export const MAX_DESIGN_FILE_BYTES = 25 * 1024 * 1024;

/**
 * Imports a design (JSON text) and tells the person in plain words what went wrong: the editor's own
 * message for a bad document, a general one otherwise. Resolves whether it worked.
 */
export async function importDesignText(editor: Editor, text: string, title = i18n.t('editor.import.failedTitle')): Promise<boolean> {
  try {
    await editor.importJson(text);
    return true;
  } catch (error) {
    console.error(error);
    showNotice('error', isEditorError(error) ? error.message : i18n.t('editor.import.unreadable'), title);
    return false;
  }
}

export async function openDesignFile(editor: Editor, file: File): Promise<boolean> {
  if (file.size > MAX_DESIGN_FILE_BYTES) {
    showNotice('error', i18n.t('editor.import.tooLarge'), i18n.t('editor.import.failedTitle'));
    return false;
  }
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    // The file went away or cannot be read (permissions, a cloud placeholder): say so, not "not a design".
    console.error(error);
    showNotice('error', i18n.t('editor.legacy.fileUnreadable', { name: file.name }), i18n.t('editor.import.failedTitle'));
    return false;
  }
  return importDesignText(editor, text);
}
