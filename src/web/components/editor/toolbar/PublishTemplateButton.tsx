import { Button } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../api/queries';
import { useTranslation } from '../../../translation/useTranslation';
import type { CatalogFormTarget } from '../../catalog/CatalogItemForm';
import { useEditorContext } from '../EditorContext';
import { reportError } from '../errors';
import { ToolButton } from '../ToolButton';

const CatalogItemForm = lazy(() => import('../../catalog/CatalogItemForm').then((m) => ({ default: m.CatalogItemForm })));

/**
 * "Publish as template": graphic designers and admins publish the open design to the template
 * gallery. Hidden from everyone else — and the server refuses them anyway (403).
 */
export function PublishTemplateButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { editor } = useEditorContext();
  const [target, setTarget] = useState<CatalogFormTarget | null>(null);
  if (!session || !(session.isGraphicDesigner || session.isAdmin)) return null;

  const open = async () => {
    if (!editor) return;
    try {
      setTarget({ mode: 'new-from-document', json: await editor.getJson() });
    } catch (error) {
      reportError(t('templates.publish.failed'), error);
    }
  };

  return (
    <>
      {compact ? (
        <ToolButton size="lg" label={t('templates.publish.button')} icon={IconTemplate} onClick={() => void open()} />
      ) : (
        <Button variant="default" leftSection={<IconTemplate size={16} aria-hidden />} onClick={() => void open()} disabled={!editor} data-testid="publish-template">
          {t('templates.publish.button')}
        </Button>
      )}
      {target && (
        <Suspense fallback={null}>
          <CatalogItemForm kind="template" target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </>
  );
}
