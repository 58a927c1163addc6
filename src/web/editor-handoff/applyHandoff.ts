import type { Editor } from '../../editor';
import type { QrOptions } from '../../shared/qr';
import type { EditorHandoffItem } from './handoff';

export type HandoffInserter = (editor: Editor, item: EditorHandoffItem) => Promise<void>;

const inserters = new Map<EditorHandoffItem['kind'], HandoffInserter>([
  [
    'image',
    async (editor, item) => {
      if (item.kind !== 'image') return;
      await editor.api.addImage(item.src, item.name ? { name: item.name } : {});
    },
  ],
  [
    'qrcode',
    async (editor, item) => {
      if (item.kind !== 'qrcode') return;
      // The QR plugin checks the options (they come from IndexedDB) and refuses bad ones with a message.
      await editor.api.addQrCode(item.options as QrOptions);
    },
  ],
]);

/** Lets a feature (e.g. the QR tool) teach the editor how to insert its own kind of item. */
export function registerHandoffInserter(kind: EditorHandoffItem['kind'], insert: HandoffInserter): void {
  inserters.set(kind, insert);
}

/** Inserts each item; one that fails is reported and the rest still go in. Returns how many failed. */
export async function applyHandoff(editor: Editor, items: EditorHandoffItem[]): Promise<number> {
  let failed = 0;
  for (const item of items) {
    const insert = inserters.get(item.kind);
    try {
      if (!insert) throw new Error(`No inserter for ${item.kind}`);
      await insert(editor, item);
    } catch (error) {
      failed++;
      console.warn('[handoff] could not add an item to the design:', error);
    }
  }
  return failed;
}
