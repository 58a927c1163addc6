import { IconClick } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import type { Editor } from '../../../editor';
import { type ActionId, getAction, isActionAvailable, isActionEnabled } from '../../../editor/light';
import { useTranslation } from '../../translation/useTranslation';
import { ACTION_ICONS } from './actionIcons';
import { finishTextEditing } from './selection';
import { ToolButton } from './ToolButton';

type ActionButtonProps = Omit<ComponentProps<typeof ToolButton>, 'label' | 'icon' | 'shortcut' | 'disabled' | 'onClick'> & {
  action: ActionId;
  editor: Editor | null;
  /** The shortcut in the tooltip (touch screens leave it out). */
  showShortcut?: boolean;
  /** End on-canvas typing first: Fabric takes a text being typed in for a locked layer. */
  endTyping?: boolean;
};

/**
 * A toolbar or sheet button for an editor action: its label, shortcut, enabled state and what it does
 * all come from the action's one definition (src/editor/actions). Not shown while the action is not
 * available (e.g. Ungroup without a group).
 */
export function ActionButton({ action: id, editor, showShortcut = true, endTyping = false, ...rest }: ActionButtonProps) {
  const { t } = useTranslation();
  const action = getAction(id);
  if (editor && !isActionAvailable(editor, action)) return null;
  return (
    <ToolButton
      label={t(action.labelKey)}
      shortcut={showShortcut ? action.shortcut : undefined}
      icon={ACTION_ICONS[id] ?? IconClick}
      disabled={!editor || !isActionEnabled(editor, action)}
      onClick={() => {
        if (!editor) return;
        if (endTyping) finishTextEditing(editor);
        void action.run(editor);
      }}
      {...rest}
    />
  );
}
