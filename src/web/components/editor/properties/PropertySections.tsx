import { Accordion, Stack } from '@mantine/core';
import type { Editor } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { isImage, isLine, isTextObject, type PanelObject } from '../selection';
import { AdjustSection } from './AdjustSection';
import { ArrangeSection } from './ArrangeSection';
import { EffectsSection } from './EffectsSection';
import { FillSection } from './FillSection';
import { MaskSection } from './MaskSection';
import { isQrCode, QrCodeSection } from './QrCodeSection';
import { RemoveBackgroundButton } from './RemoveBackgroundButton';
import { StrokeSection } from './StrokeSection';
import { TextEffectsSection } from './TextEffectsSection';
import { TextSection } from './TextSection';

/** The sections for one selection (remounted with it: see `key` above). */
export default function PropertySections({ editor, objects }: { editor: Editor; objects: PanelObject[] }) {
  const { t } = useTranslation();
  const first = objects[0];
  const texts = objects.every(isTextObject);
  const fillable = !objects.some(isImage) && !isLine(first);
  // One photo (not a QR code): its crop and adjustments.
  const adjustments = editor.optionalApi('getImageAdjustments')?.() ?? null;
  return (
    <>
      <Stack px="md" pb="sm">
        <ArrangeSection editor={editor} objects={objects} />
        {objects.length === 1 && isQrCode(first) && <QrCodeSection editor={editor} object={first} />}
        {objects.length === 1 && isImage(first) && <RemoveBackgroundButton editor={editor} />}
        <MaskSection editor={editor} objects={objects} />
      </Stack>
      <Accordion multiple defaultValue={['text', 'textEffects', 'fill', 'stroke', 'photo', 'effects']} variant="default" chevronPosition="right">
        {texts && (
          <Accordion.Item value="text">
            <Accordion.Control>{t('editor.properties.text')}</Accordion.Control>
            <Accordion.Panel>
              <TextSection editor={editor} objects={objects} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
        {texts && (
          <Accordion.Item value="textEffects">
            <Accordion.Control>{t('editorTextEffects.title')}</Accordion.Control>
            <Accordion.Panel>
              <TextEffectsSection editor={editor} objects={objects} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
        {fillable && (
          <Accordion.Item value="fill">
            <Accordion.Control>{texts ? t('editor.properties.textColor') : t('editor.properties.fill')}</Accordion.Control>
            <Accordion.Panel>
              <FillSection editor={editor} objects={objects} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
        {!objects.some(isImage) && (
          <Accordion.Item value="stroke">
            <Accordion.Control>{t('editor.properties.stroke')}</Accordion.Control>
            <Accordion.Panel>
              <StrokeSection editor={editor} objects={objects} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
        {adjustments && (
          <Accordion.Item value="photo">
            <Accordion.Control>{t('editorAdjust.title')}</Accordion.Control>
            <Accordion.Panel>
              <AdjustSection editor={editor} adjustments={adjustments} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
        <Accordion.Item value="effects">
          <Accordion.Control>{t('editor.properties.effects')}</Accordion.Control>
          <Accordion.Panel>
            <EffectsSection editor={editor} objects={objects} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}
