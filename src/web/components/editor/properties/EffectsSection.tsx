import { Stack, Switch } from '@mantine/core';
import type { Editor, ShadowProps } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { type PanelObject, preview, solidColor } from '../selection';
import { CommitColor, CommitSlider } from './controls';
import { StickerOutlineControls } from './StickerOutlineControls';

const DEFAULT_SHADOW: ShadowProps = { color: 'rgba(0,0,0,0.35)', blur: 12, offsetX: 6, offsetY: 6 };

function shadowOf(o: PanelObject): ShadowProps | null {
  const s = o.shadow as Partial<ShadowProps> | null | undefined;
  if (!s) return null;
  return { color: typeof s.color === 'string' ? s.color : DEFAULT_SHADOW.color, blur: s.blur ?? 0, offsetX: s.offsetX ?? 0, offsetY: s.offsetY ?? 0 };
}

/** Opacity, the sticker outline (any object, any colour) and the drop shadow. */
export function EffectsSection({ editor, objects }: { editor: Editor; objects: PanelObject[] }) {
  const { t } = useTranslation();
  const first = objects[0];
  const shadow = shadowOf(first);

  const setShadow = (patch: Partial<ShadowProps>) => editor.api.setShadow({ ...(shadow ?? DEFAULT_SHADOW), ...patch });
  const previewShadow = (patch: Partial<ShadowProps>) => preview(objects, { shadow: { ...(shadow ?? DEFAULT_SHADOW), ...patch } });

  return (
    <Stack gap="sm">
      <CommitSlider
        label={t('editor.effects.opacity')}
        value={Math.round((first.opacity ?? 1) * 100)}
        min={0}
        max={100}
        unit="%"
        onPreview={(v) => preview(objects, { opacity: v / 100 })}
        onCommit={(v) => editor.api.setStyle({ opacity: v / 100 })}
        testId="opacity-slider"
      />
      <StickerOutlineControls editor={editor} objects={objects} />
      <Switch size="sm" label={t('editor.effects.shadow')} checked={!!shadow} onChange={(e) => editor.api.setShadow(e.currentTarget.checked ? DEFAULT_SHADOW : null)} />
      {shadow && (
        <>
          <CommitColor label={t('editor.effects.shadowColor')} value={solidColor(shadow.color, '#000000')} onCommit={(color) => setShadow({ color })} />
          <CommitSlider
            label={t('editor.effects.blur')}
            value={shadow.blur}
            min={0}
            max={60}
            unit=" px"
            onPreview={(blur) => previewShadow({ blur })}
            onCommit={(blur) => setShadow({ blur })}
          />
          <CommitSlider
            label={t('editor.effects.offsetX')}
            value={shadow.offsetX}
            min={-60}
            max={60}
            unit=" px"
            onPreview={(offsetX) => previewShadow({ offsetX })}
            onCommit={(offsetX) => setShadow({ offsetX })}
          />
          <CommitSlider
            label={t('editor.effects.offsetY')}
            value={shadow.offsetY}
            min={-60}
            max={60}
            unit=" px"
            onPreview={(offsetY) => previewShadow({ offsetY })}
            onCommit={(offsetY) => setShadow({ offsetY })}
          />
        </>
      )}
    </Stack>
  );
}
