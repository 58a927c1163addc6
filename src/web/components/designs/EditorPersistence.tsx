import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconFileDescription } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { EditorHandoff } from '../../editor-handoff/EditorHandoff';
import { hasEditorHandoff } from '../../editor-handoff/handoff';
import { endPreviewTrip } from '../../persistence/previewTrip';
import { useTranslation } from '../../translation/useTranslation';
import { useEditorContext } from '../editor/EditorContext';
import { EditorOrderButton } from './EditorOrderButton';
import { RestoreSessionModal } from './RestoreSessionModal';
import { SaveStateBadge } from './SaveStateBadge';
import { type DesignPersistence, useDesignPersistence } from './useDesignPersistence';
import { type EditedDesign, useRememberEditedDesign } from './useEditedDesign';
import { useLeaveEditorGuard } from './useLeaveEditorGuard';
import { useReturnFromPreview } from './useReturnFromPreview';

const PersistenceContext = createContext<DesignPersistence | null>(null);

/** The persistence of the editor around (inside <EditorPersistence>): e.g. for a page part that saves or reads the save state. */
export function usePersistenceContext(): DesignPersistence | null {
  return useContext(PersistenceContext);
}

/** The open design's name (or that the work is not a design yet), the auto-save state and Save. */
export function SaveStrip({ persistence }: { persistence: DesignPersistence }) {
  const { t } = useTranslation();
  const { design, signedIn } = persistence;
  const name = design?.name ?? (signedIn ? t('designs.editor.untitled') : t('designs.editor.guest'));
  const label = design ? t('designs.editor.save') : t('designs.editor.saveAs');
  return (
    <Group gap="xs" wrap="wrap" px="sm" py={4} bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', rowGap: 4 }} data-testid="save-strip">
      <Group gap={6} wrap="nowrap" miw={0} style={{ flex: '1 1 0' }}>
        <IconFileDescription size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600} truncate="end" title={name} data-testid="design-name">
          {name}
        </Text>
      </Group>
      {/* On phones the badge (and its Retry) takes a row of its own: its words are the point of it. */}
      <div className="save-strip-badge">
        <SaveStateBadge
          badge={persistence.badge}
          autosave={persistence.saveState}
          context={!signedIn ? 'guest' : design ? 'design' : 'notDesign'}
          onRetry={() => void persistence.retry()}
          size="sm"
        />
      </div>
      <Group gap="xs" wrap="nowrap">
        <EditorOrderButton persistence={persistence} />
        <Tooltip label={t('designs.editor.saveShortcut')} withArrow>
          <Button
            visibleFrom="sm"
            size="compact-sm"
            variant={design ? 'filled' : 'light'}
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            loading={persistence.savingDesign}
            onClick={() => void persistence.save()}
            data-testid="save-design"
          >
            {label}
          </Button>
        </Tooltip>
        <ActionIcon
          hiddenFrom="sm"
          size="md"
          variant={design ? 'filled' : 'light'}
          aria-label={label}
          loading={persistence.savingDesign}
          onClick={() => void persistence.save()}
          data-testid="save-design-compact"
        >
          <IconDeviceFloppy size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * Everything persistence in one piece for the editor page, mounted inside the editor's provider (e.g.
 * as DesktopEditor's `banner`): auto-save and local copies, the design being edited (`useEditedDesign`), the restore offer,
 * the leave dialog and page-close warning, Ctrl/⌘+S, and a strip with the name, save state and Save.
 */
export function EditorPersistence({ edited, strip = true, children }: { edited: EditedDesign; strip?: boolean; children?: ReactNode }) {
  const { editor } = useEditorContext();
  const persistence = useDesignPersistence(editor, edited);
  useRememberEditedDesign(edited.designId, persistence.design, persistence.designStatus);
  useLeaveEditorGuard(editor, persistence);
  // Exports are named after the open design ("Birthday cat – New Image.png").
  const designName = persistence.design?.name ?? null;
  useEffect(() => {
    editor?.api.setExportName(designName);
  }, [editor, designName]);
  const returned = useReturnFromPreview();
  useEffect(() => {
    if (persistence.started) endPreviewTrip();
  }, [persistence.started]);
  const offer = useRestoreUnlessHandoff(persistence, returned);
  return (
    <PersistenceContext.Provider value={persistence}>
      {strip && <SaveStrip persistence={persistence} />}
      <RestoreSessionModal persistence={{ ...persistence, restoreOffer: offer }} />
      <EditorHandoff editor={editor} ready={persistence.started && persistence.restoreOffer === null} />
      {children}
    </PersistenceContext.Provider>
  );
}

/**
 * A hand-off (an AI image, a tool's result) adds to the current work: with one waiting, the last
 * session is restored without asking "Restore your last session?" (declining it could discard work), and
 * the hand-off then goes on top. Work coming back from the editor's preview (`returned`) is restored
 * without asking too: it is the work the user just left to look at. Returns the offer to ask about:
 * none while the hand-off check runs.
 */
function useRestoreUnlessHandoff(persistence: DesignPersistence, returned: boolean): DesignPersistence['restoreOffer'] {
  const [handoff, setHandoff] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void hasEditorHandoff().then((waiting) => live && setHandoff(waiting));
    return () => {
      live = false;
    };
  }, []);
  const offer = persistence.restoreOffer;
  const restoreSilently = (handoff === true || returned) && offer?.kind === 'restore';
  const { acceptRestore } = persistence;
  useEffect(() => {
    if (restoreSilently) void acceptRestore();
  }, [restoreSilently, acceptRestore]);
  return (handoff === false && !returned) || offer?.kind === 'corrupted' ? offer : null;
}
