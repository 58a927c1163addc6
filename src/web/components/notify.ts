import { notifications } from '@mantine/notifications';
import i18n from '../i18n';

/** Toasts for results (DESIGN §6b), with a translated label on the close button. */
export function notify(kind: 'success' | 'error', message: string, title?: string) {
  notifications.show({
    color: kind === 'success' ? 'teal.9' : 'red.9',
    title,
    message,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}
