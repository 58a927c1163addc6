import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MeasuredResolution } from '../../../shared/design/print-resolution';
import { type StickerOptions, sizeForPreset } from '../../../shared/sticker';
import { addDesignToCart, addDocumentToCart } from '../../api/cart';
import { errorMessage } from '../../api/errors';
import { useTranslation } from '../../translation/useTranslation';
import { useEditorContext } from '../editor/EditorContext';
import { showNotice } from '../editor/errors';
import { LowResolutionOrderModal } from '../resolution/LowResolutionOrderModal';
import { lowResolutionRefusal } from '../resolution/refusal';
import { defaultNameNow } from './SaveWorkDialog';
import type { DesignPersistence } from './useDesignPersistence';

/** What the editor orders to start with: a 3 in die-cut in the design's proportions, 50 of them (editable in the cart). */
const DEFAULT_OPTIONS = (aspectRatio: number): StickerOptions => ({
  product: 'die-cut',
  ...sizeForPreset(3, aspectRatio),
  shape: 'contour',
  material: 'white-vinyl',
  finish: 'gloss',
  quantity: 50,
});

/**
 * The options a calculator carried to the editor (`?product=…&w=…`), at the design's proportions; else
 * the default. Their reader loads at the first Order (it is not part of the editor's first load).
 */
async function firstOptions(params: URLSearchParams, aspectRatio: number): Promise<StickerOptions> {
  const { optionsForArt, optionsFromQuery } = await import('../pricing/optionsQuery');
  const carried = optionsFromQuery(params, DEFAULT_OPTIONS(1));
  return carried ? optionsForArt(carried, aspectRatio) : DEFAULT_OPTIONS(aspectRatio);
}

/**
 * The editor's Order button (SPEC §4): saves the work — the open design with its revision,
 * or the session as a new design under the default name, with no dialog — adds it to the cart (the
 * server renders the proof; a second press adds nothing more) and opens /cart.
 */
export function EditorOrderButton({ persistence }: { persistence: DesignPersistence }) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  /** The server refused the line for its resolution: the modal asks for a sharp size or "Print anyway". */
  const [lowResolution, setLowResolution] = useState<{ designId: string; options: StickerOptions; measured: MeasuredResolution } | null>(null);

  async function order() {
    if (!editor || busy) return;
    setBusy(true);
    try {
      if (!persistence.signedIn) {
        // A guest's work goes to its cart on the server as the line's copy (decisions 88, 97): the work itself stays in the browser's draft.
        const doc = await editor.getJson();
        const options = await firstOptions(params, doc.workspace.width / doc.workspace.height);
        // Art too soft to print at this size is refused with the server's message (a member's modal needs a saved design).
        await addDocumentToCart({ name: defaultNameNow(), json: doc, options, keepAs: 'order-copy' });
        navigate('/cart');
        return;
      }
      let designId = persistence.design?.id ?? null;
      if (designId) {
        if (!(await persistence.save())) return;
      } else {
        designId = (await persistence.saveAsDesign(defaultNameNow(), false)).id;
      }
      const doc = await editor.getJson();
      const options = await firstOptions(params, doc.workspace.width / doc.workspace.height);
      try {
        await addDesignToCart({ designId, options });
      } catch (error) {
        const measured = lowResolutionRefusal(error);
        if (!measured) throw error;
        setLowResolution({ designId, options, measured });
        return;
      }
      navigate('/cart');
    } catch (error) {
      showNotice('error', errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  async function orderAnyway(designId: string, options: StickerOptions, acceptLowResolution: boolean) {
    setBusy(true);
    try {
      await addDesignToCart({ designId, options, ...(acceptLowResolution ? { acceptLowResolution } : {}) });
      navigate('/cart');
    } catch (error) {
      showNotice('error', errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {lowResolution ? (
        <LowResolutionOrderModal
          measured={lowResolution.measured}
          options={lowResolution.options}
          busy={busy}
          onOrder={(options, accept) => void orderAnyway(lowResolution.designId, options, accept)}
          onClose={() => setLowResolution(null)}
        />
      ) : null}
      <Button size="compact-sm" leftSection={<IconShoppingCart size={14} aria-hidden />} loading={busy} disabled={!editor} onClick={() => void order()} data-testid="editor-order">
        {t('cart.order.button')}
      </Button>
    </>
  );
}
