/**
 * The design the signed-in user's editor edits on this device (decision 97: a design has one identity
 * from open to order). Remembered whenever a design is open in the editor, so that any way back to the
 * editor — the nav's Design link, an AI image or a tool's result handed to it — reopens that design
 * instead of starting unsaved work; forgotten when the user asks for a new design or the design is
 * deleted. In localStorage: read synchronously on the editor's first render, before anything opens.
 */

const KEY = 'sticker-studio:editing-design';

/** The query parameter of a link that asks the editor for a new design (Projects' "New design"). */
export const NEW_DESIGN_PARAM = 'new';

/** The editor's link for a new design, not the one being edited. */
export const newDesignLink = `/indexHome?${NEW_DESIGN_PARAM}=1`;

interface Remembered {
  userId: string;
  designId: string;
}

function read(): Remembered | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Remembered> | null;
    return typeof value?.userId === 'string' && typeof value.designId === 'string' ? { userId: value.userId, designId: value.designId } : null;
  } catch {
    return null;
  }
}

function write(value: Remembered | null): void {
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be off (private mode, quota): the editor then opens what its URL names, as before.
  }
}

/** The design this user was editing here last, if any (another user's is never returned). */
export function editingDesignOf(userId: string): string | null {
  const value = read();
  return value?.userId === userId ? value.designId : null;
}

export function rememberEditingDesign(userId: string, designId: string): void {
  const value = read();
  if (value?.userId !== userId || value.designId !== designId) write({ userId, designId });
}

/** Forgets the edited design: any (a new design was asked for), or only `designId` (it was deleted or could not be opened). */
export function forgetEditingDesign(designId?: string): void {
  const value = read();
  if (value && (designId === undefined || value.designId === designId)) write(null);
}
