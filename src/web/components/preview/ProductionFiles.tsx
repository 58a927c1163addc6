import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadBlob } from '../../../editor/light';
import { type ProductionFile, productionFileUrl } from '../../../shared/api/production';
import { ApiError, apiFile } from '../../api/client';
import { useTranslation } from '../../translation/useTranslation';
import type { PreviewSettings } from './PreviewControls';

interface Warning {
  code: string;
  message: string;
  values?: Record<string, string | number>;
}

const KNOWN_WARNINGS = [
  'thin-lines',
  'low-resolution',
  'missing-images',
  'islands-joined',
  'sticker-spacing',
  'sheet-margin',
  'image-dpi-low',
  'image-dpi-very-low',
  'vinyl-dropped',
  'vinyl-small-pieces',
];

type Download = { kind: 'sticker' | 'vinyl'; file: ProductionFile };

/**
 * A server that leaves rendering to a worker answers 503 `production_preparing` when the build outlasts
 * its wait (decision 113); the build goes on, so the download asks again after its Retry-After (5 s)
 * until the file is there, a few minutes at most.
 */
const PREPARING_RETRY_MS = 5000;
const PREPARING_TRIES = 12;
const isPreparing = (e: unknown) => e instanceof ApiError && e.code === 'production_preparing';

const STICKER_FILES: Download[] = [
  { kind: 'sticker', file: 'pdf' },
  { kind: 'sticker', file: 'png' },
  { kind: 'sticker', file: 'svg' },
];

/**
 * For admins, under /preview of a saved design: the shop's print and cut files, rendered on the server
 * from the saved design at the size and cut shown here. Making one takes a second or two: the button
 * shows it is working, and the server's warnings (low resolution, thin lines, missing images) follow.
 */
export function ProductionFiles({ designId, sizeIn, settings }: { designId: string; sizeIn: number; settings: PreviewSettings }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [warnings, setWarnings] = useState<Warning[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const downloads: Download[] = settings.mode === 'decal' ? [{ kind: 'vinyl', file: 'svg' }] : STICKER_FILES;

  async function download(d: Download) {
    const id = `${d.kind}-${d.file}`;
    setBusy(id);
    setError(null);
    setWarnings(null);
    try {
      // The decal colour is the vinyl's colour, not a colour to pick out of the art: everything opaque is cut.
      const url = productionFileUrl(designId, {
        size: Math.round(sizeIn * 100) / 100,
        kind: d.kind,
        file: d.file,
        shape: settings.shape,
        cut: settings.kind,
        border: settings.offsetIn,
      });
      const { blob, fileName, headers } = await fetchWhenReady(url, () => setPreparing(true));
      downloadBlob(blob, fileName ?? `sticker.${d.file}`);
      setWarnings(parseWarnings(headers.get('x-production-warnings')));
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 0 ? e.message : t('preview.production.failed'));
    } finally {
      setBusy(null);
      setPreparing(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="production-files">
      <Title order={3} size="h5">
        {t('preview.production.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(settings.mode === 'decal' ? 'preview.production.introVinyl' : 'preview.production.intro')}
      </Text>
      <Group gap="xs">
        {downloads.map((d) => {
          const id = `${d.kind}-${d.file}`;
          return (
            <Button
              key={id}
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={busy === id}
              disabled={busy !== null && busy !== id}
              onClick={() => void download(d)}
              data-testid={`production-${id}`}
            >
              {t(`preview.production.files.${id}`)}
            </Button>
          );
        })}
      </Group>
      {busy ? (
        <Text size="xs" c="dimmed" role="status">
          {t(preparing ? 'preview.production.preparing' : 'preview.production.working')}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" icon={<IconInfoCircle aria-hidden />} data-testid="production-error">
          {error}
        </Alert>
      ) : null}
      {warnings ? (
        warnings.length ? (
          <Alert color="yellow" title={t('preview.production.warnings')} data-testid="production-warnings">
            <List size="sm">
              {warnings.map((w) => (
                <List.Item key={`${w.code}-${w.message}`}>
                  {KNOWN_WARNINGS.includes(w.code) && w.values ? t(`preview.production.warning.${w.code}`, w.values) : w.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Text size="sm" c="teal.8" data-testid="production-ok">
            {t('preview.production.noWarnings')}
          </Text>
        )
      ) : null}
    </Stack>
  );
}

/** The file, asking again while the server says it is still being prepared. */
async function fetchWhenReady(url: string, onPreparing: () => void): ReturnType<typeof apiFile> {
  for (let tries = 1; ; tries++) {
    try {
      return await apiFile(url);
    } catch (e) {
      if (!isPreparing(e) || tries >= PREPARING_TRIES) throw e;
      onPreparing();
      await new Promise((resolve) => setTimeout(resolve, PREPARING_RETRY_MS));
    }
  }
}

function parseWarnings(header: string | null): Warning[] {
  if (!header) return [];
  try {
    const list = JSON.parse(header) as unknown;
    return Array.isArray(list) ? list.filter((w): w is Warning => typeof w?.message === 'string') : [];
  } catch {
    return [];
  }
}
