import type { FabricObject } from 'fabric';
import type { Editor } from './Editor';

// Fabric types only: the action registry's predicates use these, and the web app loads it without Fabric.

/**
 * A locked layer (LayerPlugin.setLayerLocked) cannot be moved, and is not deleted by accident either.
 * Fabric also locks a text's movement while it is being typed in: that is not a locked layer.
 */
export function isLocked(object: FabricObject): boolean {
  const o = object as FabricObject & { locked?: boolean; isEditing?: boolean };
  if (o.locked !== undefined) return o.locked === true;
  return o.lockMovementX === true && o.lockMovementY === true && !o.isEditing;
}

/** Whether someone is typing in a text on the canvas (its keys are the text's, not the editor's). */
export function isEditingText(editor: Editor): boolean {
  const active = editor.canvas.getActiveObject() as (FabricObject & { isEditing?: boolean }) | undefined;
  return !!active?.isEditing;
}
