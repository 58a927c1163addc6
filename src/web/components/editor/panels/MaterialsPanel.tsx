import { Alert, Button, EmptyState, Image, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconLogin, IconPhotoOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { listMaterials } from '../../../api/materials';
import { useSession } from '../../../api/queries';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { reportError } from '../errors';
import { PanelSection } from './PanelSection';

export const MATERIALS_QUERY_KEY = ['materials'] as const;

/** The signed-in user's saved images (uploads, pasted images); a click adds one. Guests are asked to sign in. */
export function MaterialsPanel({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return (
      <PanelSection title={t('editor.tabs.materials')}>
        <EmptyState size="sm" variant="light" icon={<IconLogin size={22} aria-hidden />} title={t('editor.materials.guestTitle')} description={t('editor.materials.guestBody')}>
          <Button component={Link} to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} mt="sm" size="sm">
            {t('account.signIn')}
          </Button>
        </EmptyState>
      </PanelSection>
    );
  }
  return <MaterialsList onAdded={onAdded} />;
}

function MaterialsList({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation();
  const { editor, focusCanvas } = useEditorContext();
  const [adding, setAdding] = useState<string | null>(null);
  const materials = useQuery({ queryKey: MATERIALS_QUERY_KEY, queryFn: () => listMaterials() });

  const add = async (id: string, url: string, name: string) => {
    if (!editor) return;
    setAdding(id);
    try {
      await editor.api.addImage(url, { name });
      focusCanvas();
      onAdded?.();
    } catch (error) {
      reportError(t('editor.images.addFailed'), error);
    } finally {
      setAdding(null);
    }
  };

  return (
    <PanelSection title={t('editor.tabs.materials')} description={t('editor.materials.intro')}>
      {materials.isPending && (
        <SimpleGrid cols={2} spacing="xs" aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {materials.isError && (
        <Alert color="red" variant="light" title={t('editor.materials.loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => void materials.refetch()}>
            {t('editor.canvas.retry')}
          </Button>
        </Alert>
      )}
      {materials.data?.length === 0 && (
        <EmptyState
          size="sm"
          icon={<IconPhotoOff size={22} aria-hidden />}
          withIndicatorBackground
          title={t('editor.materials.emptyTitle')}
          description={t('editor.materials.emptyBody')}
        />
      )}
      {!!materials.data?.length && (
        <SimpleGrid cols={2} spacing="xs">
          {materials.data.map((m) => (
            <UnstyledButton
              key={m.id}
              className="ss-material"
              onClick={() => void add(m.id, m.url, m.name)}
              disabled={!editor || adding === m.id}
              aria-label={t('editor.materials.add', { name: m.name })}
              aria-busy={adding === m.id}
            >
              <Image src={m.url} alt="" h={96} fit="contain" loading="lazy" />
              <Text size="xs" truncate px={4} pb={2}>
                {m.name}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </PanelSection>
  );
}
