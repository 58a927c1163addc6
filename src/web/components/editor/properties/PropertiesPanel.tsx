import { Accordion, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPointer } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import type { Editor } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { isImage, isLine, isTextObject, type PanelObject, typeLabel } from '../selection';
import { WorkspaceSettings } from '../toolbar/WorkspaceSettings';
import { SELECTION_EVENTS, useEditorEvents } from '../useEditorEvents';
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

/**
 * Properties of the selection; with nothing selected, the design area's settings. The title follows a
 * click at once; the sections (dozens of inputs, ~200 ms to mount on a slow machine) follow in a
 * deferred render, so the selection shows on the canvas and in the layers without waiting for them.
 */
export function PropertiesPanel() {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  useEditorEvents(editor, SELECTION_EVENTS);
  const objects = (editor?.api.getSelection() ?? []) as PanelObject[];
  // Remount the sections when the selection changes, so no half-edited value leaks to another object.
  const key = objects.map((o) => o.id ?? o.type).join('|');
  const shownKey = useDeferredValue(key);

  if (!editor || !objects.length) {
    return (
      <Stack gap="md" p="md">
        <Group gap="xs" wrap="nowrap">
          <IconPointer size={18} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('editor.properties.nothingSelected')}
          </Text>
        </Group>
        <WorkspaceSettings inline />
      </Stack>
    );
  }

  const first = objects[0];
  return (
    <Stack gap={0} data-testid="properties-panel">
      <Group justify="space-between" px="md" pt="md" pb="xs" wrap="nowrap">
        <Title order={2} size="h5">
          {t('editor.properties.title')}
        </Title>
        <Badge variant="light" color="gray" radius="sm" data-testid="properties-kind">
          {objects.length > 1 ? t('editor.properties.count', { count: objects.length }) : typeLabel(t, first.type, (first as PanelObject & { shape?: unknown }).shape)}
        </Badge>
      </Group>
      {shownKey === key ? <PropertySections key={key} editor={editor} objects={objects} /> : <SectionsPlaceholder />}
    </Stack>
  );
}

/** Where the sections will be, while they mount (a frame or a few). */
function SectionsPlaceholder() {
  return (
    <Stack px="md" pb="sm" gap="sm" aria-busy="true" data-testid="properties-pending">
      <Skeleton height={28} radius="sm" />
      <Skeleton height={28} radius="sm" />
      <Skeleton height={120} radius="sm" />
    </Stack>
  );
}

/** The sections for one selection (remounted with it: see `key` above). */
function PropertySections({ editor, objects }: { editor: Editor; objects: PanelObject[] }) {
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
