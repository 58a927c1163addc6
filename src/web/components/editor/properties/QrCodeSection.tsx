import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import type { Editor } from '../../../../editor';
import { DEFAULT_QR_OPTIONS, type QrOptions, validateQrOptions } from '../../../../shared/qr';
import { useTranslation } from '../../../translation/useTranslation';
import { QrForm } from '../../tools/qr/QrForm';
import { QrPreview } from '../../tools/qr/QrPreview';
import { useQrSvg } from '../../tools/qr/useQrSvg';
import type { PanelObject } from '../selection';

/** Whether the object is a QR code made by the QR tool (SPEC §3 extensionType). */
export const isQrCode = (object: PanelObject): boolean => (object as { extensionType?: unknown }).extensionType === 'qrcode';

/** "Edit QR code" for a selected QR object: the QR form in a dialog, applied as one undo step. */
export function QrCodeSection({ editor, object }: { editor: Editor; object: PanelObject }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconQrcode size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid="edit-qr-code">
        {t('qr.edit.button')}
      </Button>
      {opened && <QrEditModal editor={editor} object={object} onClose={() => setOpened(false)} />}
    </>
  );
}

function QrEditModal({ editor, object, onClose }: { editor: Editor; object: PanelObject; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  // A damaged extension (a hand-edited file) starts from the defaults instead of failing.
  const [options, setOptions] = useState<QrOptions>(() => editor.api.getQrCodeOptions(object) ?? DEFAULT_QR_OPTIONS);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useQrSvg(options);
  const usable = validateQrOptions(options).ok && !preview.error;

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await editor.api.updateQrCode(object, options);
      onClose();
    } catch (failure) {
      const key = failure instanceof Error && i18n.exists(failure.message) ? failure.message : 'qr.errors.failed';
      setError(t(key));
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('qr.edit.title')} size="xl" fullScreen={narrow} closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="qr-edit-modal">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <QrForm value={options} onChange={setOptions} renderError={preview.error === 'qr.errors.dataTooBig' ? preview.error : null} autoFocus={!narrow} />
          <QrPreview state={preview} maxSize={260} />
        </SimpleGrid>
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!usable} data-testid="qr-edit-save">
            {t('qr.edit.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
