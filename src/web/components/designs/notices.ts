import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import i18n from '../../i18n';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

/** A toast in the app's colours, with a translated close label (DESIGN §6b: toasts for results). */
export function showDesignNotice(kind: NoticeKind, message: ReactNode, options: { id?: string; title?: string; autoCloseMs?: number } = {}) {
  const color = { success: 'teal.9', info: 'brand', warning: 'yellow.8', error: 'red.9' }[kind];
  notifications.show({
    id: options.id,
    color,
    title: options.title,
    message,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    autoClose: options.autoCloseMs ?? (kind === 'error' || kind === 'warning' ? 8000 : 4000),
  });
}
