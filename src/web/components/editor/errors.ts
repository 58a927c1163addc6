import { notifications } from '@mantine/notifications';
import i18n from '../../i18n';

/** An error's i18n key when it has one (the export plugin's ExportError carries `key`). */
export function errorKey(error: unknown): string | null {
  if (error && typeof error === 'object' && 'key' in error && typeof (error as { key: unknown }).key === 'string') return (error as { key: string }).key;
  return null;
}

/** A toast in the editor's colours: kind decides the colour; the close button is labelled. */
export function showNotice(kind: 'success' | 'info' | 'warning' | 'error', message: string, title?: string) {
  const color = { success: 'teal.9', info: 'brand', warning: 'yellow.8', error: 'red.9' }[kind];
  notifications.show({ color, title, message, closeButtonProps: { 'aria-label': i18n.t('common.close') }, autoClose: kind === 'error' ? 8000 : 4000 });
}

/**
 * Reports a failed action in plain words: a translated key the error carries, else its own message
 * (the editor's messages are written for people), under a translated title.
 */
export function reportError(title: string, error: unknown) {
  console.error(error);
  const key = errorKey(error);
  const message = key ? i18n.t(key) : error instanceof Error && error.message ? error.message : i18n.t('editor.errors.unknown');
  showNotice('error', message, title);
}
