import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconTemplate } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useReturnFromPreview } from '../../components/designs';
import { useEditorContext } from '../../components/editor/EditorContext';
import { isEditorError } from '../../components/editor/runtime';
import { useTranslation } from '../../translation/useTranslation';
import { sameOriginUrl, templateSourceFrom } from './templateSource';

type LoadState = { state: 'idle' } | { state: 'loading' } | { state: 'done' } | { state: 'failed'; message: string; retryable: boolean };

/** /template: opens ?src=<same-origin path> in the editor, or explains where templates come from. */
export function TemplateBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const { editor } = useEditorContext();
  const source = templateSourceFrom(location.search);
  const src = source.kind === 'src' ? source.src : null;
  const [load, setLoad] = useState<LoadState>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  // Back from the preview: the template's work comes back as it was left, not loaded afresh over it.
  const returned = useReturnFromPreview();

  useEffect(() => {
    if (!editor || !src) return;
    if (returned) {
      setLoad({ state: 'done' });
      return;
    }
    const key = `${attempt}:${src}`;
    // One load per editor and attempt, even when React runs the effect twice.
    if (started.current === key) return;
    started.current = key;
    const url = sameOriginUrl(src, window.location.origin);
    if (!url) {
      setLoad({ state: 'failed', message: t('editor.template.notSameOrigin'), retryable: false });
      return;
    }
    setLoad({ state: 'loading' });
    (async () => {
      let text: string;
      try {
        const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
        if (res.status === 404) return setLoad({ state: 'failed', message: t('editor.template.notFound'), retryable: false });
        if (!res.ok) return setLoad({ state: 'failed', message: t('editor.template.httpError', { status: res.status }), retryable: true });
        text = await res.text();
      } catch {
        return setLoad({ state: 'failed', message: t('editor.template.network'), retryable: true });
      }
      try {
        await editor.importJson(text);
        setLoad({ state: 'done' });
      } catch (error) {
        console.error(error);
        const detail = isEditorError(error) ? error.message : t('editor.import.unreadable');
        setLoad({ state: 'failed', message: t('editor.template.invalid', { detail }), retryable: false });
      }
    })();
  }, [editor, src, attempt, returned, t]);

  if (source.kind === 'rejected') {
    return (
      <Alert className="ss-banner" variant="light" color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} py={8} data-testid="template-banner">
        <Text size="sm">
          {source.reason === 'json-in-url' ? t('editor.template.jsonInUrl') : source.reason === 'bad-id' ? t('templates.badId') : t('editor.template.notSameOrigin')}
        </Text>
      </Alert>
    );
  }
  if (source.kind === 'none') {
    return (
      <Alert className="ss-banner" variant="light" color="brand" icon={<IconTemplate size={18} aria-hidden />} py={8} data-testid="template-banner">
        <Text size="sm">
          {t('editor.template.none')}{' '}
          <Anchor component={Link} to="/templates" fw={700}>
            {t('editor.template.browse')}
          </Anchor>
        </Text>
      </Alert>
    );
  }
  if (load.state === 'loading' || load.state === 'idle') {
    return (
      <Alert className="ss-banner" variant="light" color="gray" icon={<Loader size={16} />} py={8} role="status" data-testid="template-banner">
        <Text size="sm">{t('editor.template.loading')}</Text>
      </Alert>
    );
  }
  if (load.state === 'failed') {
    return (
      <Alert className="ss-banner" variant="light" color="red" icon={<IconAlertTriangle size={18} aria-hidden />} py={8} role="alert" data-testid="template-banner">
        <Group gap="sm" wrap="wrap">
          <Text size="sm">{load.message}</Text>
          {load.retryable && (
            <Button size="compact-sm" variant="light" color="red" onClick={() => setAttempt((n) => n + 1)}>
              {t('editor.canvas.retry')}
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  return (
    <Alert className="ss-banner" variant="light" color="teal" icon={<IconInfoCircle size={18} aria-hidden />} py={8} withCloseButton={false} data-testid="template-banner">
      <Text size="sm">{t('editor.template.loaded')}</Text>
    </Alert>
  );
}
