import { Button, Container, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconLayoutGridAdd } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_QR_OPTIONS, type QrOptions, validateQrOptions } from '../../../shared/qr';
import { notify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { downloadQr } from '../../components/tools/qr/downloadQr';
import { QrForm } from '../../components/tools/qr/QrForm';
import { QrPreview } from '../../components/tools/qr/QrPreview';
import { useQrSvg } from '../../components/tools/qr/useQrSvg';
import { editorPathForScreen, handOffToEditor } from '../../editor-handoff/handoff';
import { useTranslation } from '../../translation/useTranslation';

/** /tools/qr-code: a link or text → a QR code with size, colours, margin and level; download or add to a design. */
export function QrCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [options, setOptions] = useState<QrOptions>(DEFAULT_QR_OPTIONS);
  const [busy, setBusy] = useState<'png' | 'svg' | 'editor' | null>(null);
  const preview = useQrSvg(options);
  const usable = validateQrOptions(options).ok && !preview.error;

  const download = async (format: 'png' | 'svg') => {
    setBusy(format);
    const error = await downloadQr(options, format).finally(() => setBusy(null));
    if (error) notify('error', t(error));
  };

  const addToDesign = async () => {
    setBusy('editor');
    try {
      await handOffToEditor([{ kind: 'qrcode', options: { ...options } }]);
      navigate(editorPathForScreen());
    } catch {
      notify('error', t('qr.handoffFailed'));
      setBusy(null);
    }
  };

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('qr.title')} description={t('qr.intro')} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <QrForm value={options} onChange={setOptions} renderError={preview.error === 'qr.errors.dataTooBig' ? preview.error : null} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} pos="sticky" top={16}>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('qr.preview.title')}
              </Title>
              <QrPreview state={preview} />
              <Text size="xs" c="dimmed">
                {t('qr.preview.hint')}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} disabled={!usable} loading={busy === 'png'} onClick={() => void download('png')}>
                  {t('qr.downloadPng')}
                </Button>
                <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} disabled={!usable} loading={busy === 'svg'} onClick={() => void download('svg')}>
                  {t('qr.downloadSvg')}
                </Button>
              </SimpleGrid>
              <Button leftSection={<IconLayoutGridAdd size={16} aria-hidden />} disabled={!usable} loading={busy === 'editor'} onClick={() => void addToDesign()}>
                {t('qr.addToDesign')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
