import {
  type Icon,
  IconArrowBackUp,
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconArrowDown,
  IconArrowForwardUp,
  IconArrowUp,
  IconCopy,
  IconStack2,
  IconStackPop,
  IconTrash,
} from '@tabler/icons-react';
import type { ActionId } from '../../../editor/light';

/** The icon of each editor action that has a button (the action itself is defined in src/editor/actions). */
export const ACTION_ICONS: Partial<Record<ActionId, Icon>> = {
  undo: IconArrowBackUp,
  redo: IconArrowForwardUp,
  duplicate: IconCopy,
  delete: IconTrash,
  group: IconStack2,
  ungroup: IconStackPop,
  bringToFront: IconArrowBarToUp,
  bringForward: IconArrowUp,
  sendBackward: IconArrowDown,
  sendToBack: IconArrowBarToDown,
};
