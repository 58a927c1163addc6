import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPointer } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { type PanelObject, typeLabel } from '../selection';
import { WorkspaceSettings } from '../toolbar/WorkspaceSettings';
import { SELECTION_EVENTS, useEditorEvents } from '../useEditorEvents';

/**
 * The sections (every control for every kind of object) are their own chunk, out of the editor's
 * first paint (budget: src/build/budgets.ts); fetched when the browser is idle after the panel mounts,
 * so a first selection rarely waits for it.
 */
const loadSections = () => import('./PropertySections');
const PropertySections = lazy(loadSections);

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
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void loadSections());
  }, []);

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
      {shownKey === key ? (
        <Suspense fallback={<SectionsPlaceholder />}>
          <PropertySections key={key} editor={editor} objects={objects} />
        </Suspense>
      ) : (
        <SectionsPlaceholder />
      )}
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
