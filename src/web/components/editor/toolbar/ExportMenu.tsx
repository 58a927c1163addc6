import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileCode, IconJson, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { reportError } from '../errors';

type Kind = 'png' | 'svg' | 'json';

const KINDS: Array<{ kind: Kind; icon: typeof IconPhoto }> = [
  { kind: 'png', icon: IconPhoto },
  { kind: 'svg', icon: IconFileCode },
  { kind: 'json', icon: IconJson },
];

/** Export as PNG, SVG or JSON (SPEC §9) with a busy state while the file is made and a toast on error. */
export function ExportMenu({ fullWidth = false, compact = false }: { fullWidth?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  const [busy, setBusy] = useState<Kind | null>(null);

  const run = async (kind: Kind) => {
    if (!editor || busy) return;
    setBusy(kind);
    // Let the busy state paint before the (synchronous) render of a large export.
    await new Promise((r) => setTimeout(r, 30));
    try {
      await editor.api.download(kind);
    } catch (error) {
      reportError(t('editor.export.errorTitle'), error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={260} disabled={!editor || !!busy}>
        <Menu.Target>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={!!busy}
            loaderProps={{ type: 'dots' }}
            disabled={!editor}
            fullWidth={fullWidth}
            px={compact ? 10 : undefined}
            aria-label={compact ? t('editor.export.button') : undefined}
            data-testid="export-button"
          >
            {compact ? null : t('editor.export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('editor.export.label')}</Menu.Label>
          {KINDS.map(({ kind, icon: Icon }) => (
            <Menu.Item key={kind} leftSection={<Icon size={18} aria-hidden />} onClick={() => void run(kind)} data-testid={`export-${kind}`}>
              <Text size="sm" fw={600}>
                {t(`editor.export.${kind}.title`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`editor.export.${kind}.description`)}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <VisuallyHidden role="status">{busy ? t('editor.export.working') : ''}</VisuallyHidden>
    </>
  );
}
