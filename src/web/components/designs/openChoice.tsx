import type { ModalSettings } from '@mantine/modals';
import type { ReactNode } from 'react';
import i18n from '../../i18n';
import { whenModalsReady } from '../overlays/modalsReady';

/**
 * Opens a Mantine modal whose content settles a promise with one choice; closing it any other way
 * (Esc, the close button, a click outside) settles it with `dismissed`. Modals opened this way render
 * outside the router: pass callbacks in, never use Link or useNavigate inside.
 */
export function openChoice<T>(render: (choose: (value: T) => void) => ReactNode, dismissed: T, settings: ModalSettings = {}): Promise<T> {
  return new Promise<T>((resolve) => {
    let settled = false;
    const id = `choice-${Math.random().toString(36).slice(2)}`;
    const choose = (value: T) => {
      if (settled) return;
      settled = true;
      resolve(value);
      whenModalsReady((modals) => modals.close(id));
    };
    whenModalsReady((modals) =>
      modals.open({
        modalId: id,
        centered: true,
        closeButtonProps: { 'aria-label': i18n.t('common.close') },
        ...settings,
        children: render(choose),
        onClose: () => {
          if (settled) return;
          settled = true;
          resolve(dismissed);
        },
      }),
    );
  });
}
