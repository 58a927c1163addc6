import { Alert, Badge, Button, Card, Center, Container, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useDesignRenderer } from '../../components/preview/useStickerRender';
import { useTranslation } from '../../translation/useTranslation';
import { checkDesignUrl } from './designUrl';

/** Longest side of the preview image, in CSS pixels (×2 for sharp screens). */
const PREVIEW_SIDE = 560;

type Fetched = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; doc: unknown };

/**
 * /design-url-test (SPEC §2): loads a design from `?url=` — only from this app's own storage — into a
 * read-only preview (the editor core renders it off-screen; nothing can be changed or saved here).
 */
export function DesignUrlTestPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const param = params.get('url');
  const [input, setInput] = useState(param ?? '');
  const check = checkDesignUrl(param, window.location.origin);
  const [fetched, setFetched] = useState<Fetched>({ status: 'idle' });
  const url = check.ok ? check.url : null;

  useEffect(() => {
    if (!url) return setFetched({ status: 'idle' });
    let cancelled = false;
    setFetched({ status: 'loading' });
    (async () => {
      try {
        const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
        if (cancelled) return;
        if (!res.ok) return setFetched({ status: 'failed', message: res.status === 404 ? t('designUrlTest.notFound') : t('designUrlTest.httpError', { status: res.status }) });
        const doc = JSON.parse(await res.text()) as unknown;
        if (!cancelled) setFetched({ status: 'loaded', doc });
      } catch {
        if (!cancelled) setFetched({ status: 'failed', message: t('designUrlTest.unreadable') });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [url, t]);

  const refusal =
    !check.ok && check.reason !== 'missing' ? (check.reason === 'foreign' ? t('designUrlTest.foreign', { host: check.host ?? '' }) : t(`designUrlTest.${check.reason}`)) : null;

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('designUrlTest.title')} description={t('designUrlTest.intro')} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setParams(input.trim() ? { url: input.trim() } : {});
        }}
      >
        <Group align="flex-end" gap="sm" mb="lg">
          <TextInput
            style={{ flex: '1 1 320px' }}
            label={t('designUrlTest.label')}
            description={t('designUrlTest.hint')}
            placeholder="/api/templates/…/document"
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            data-testid="design-url-input"
          />
          <Button type="submit" leftSection={<IconEye size={16} aria-hidden />}>
            {t('designUrlTest.load')}
          </Button>
        </Group>
      </form>
      {refusal && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('designUrlTest.refusedTitle')} role="alert" data-testid="design-url-refused">
          {refusal}
        </Alert>
      )}
      {fetched.status === 'loading' && <Loading />}
      {fetched.status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" data-testid="design-url-failed">
          {fetched.message}
        </Alert>
      )}
      {fetched.status === 'loaded' && <ReadOnlyPreview doc={fetched.doc} />}
    </Container>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {t('designUrlTest.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** The design rendered as a picture (transparent parts on a checkerboard); no controls to change it. */
function ReadOnlyPreview({ doc }: { doc: unknown }) {
  const { t } = useTranslation();
  const state = useDesignRenderer(doc);
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (state.status !== 'ready') return;
    let cancelled = false;
    const multiplier = Math.min(1, (PREVIEW_SIDE * 2) / Math.max(state.workspace.width, state.workspace.height));
    void state.renderer.render(multiplier).then((r) => {
      if (!cancelled) setImage(r.url);
    });
    return () => {
      cancelled = true;
    };
  }, [state]);

  if (state.status === 'error') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" data-testid="design-url-failed">
        {t('designUrlTest.invalidDesign', { detail: state.message })}
      </Alert>
    );
  }
  if (state.status === 'loading' || !image) return <Loading />;
  return (
    <Card data-testid="design-url-preview">
      <Group justify="space-between" mb="sm">
        <Badge leftSection={<IconLock size={12} aria-hidden />} variant="light" color="gray">
          {t('designUrlTest.readOnly')}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('designUrlTest.size', { width: state.workspace.width, height: state.workspace.height })}
        </Text>
      </Group>
      <Center
        p="md"
        style={{
          backgroundImage: 'repeating-conic-gradient(#f1f3f5 0 25%, #ffffff 0 50%)',
          backgroundSize: '20px 20px',
          borderRadius: 8,
        }}
      >
        <img src={image} alt={t('designUrlTest.previewAlt')} style={{ maxWidth: '100%', maxHeight: PREVIEW_SIDE, objectFit: 'contain' }} />
      </Center>
    </Card>
  );
}
