/** IndexedDB keys of the local copies (src/editor/persistence/draftStore): one per user's session, per design, and the guest's. */
export const draftKeys = {
  /** The signed-in user's auto-save session (written by AutoSavePlugin until the server confirms). */
  session: (userId: string) => `autosave:${userId}`,
  /** A saved design's unsaved changes, until a Save confirms them. */
  design: (userId: string, designId: string) => `design:${userId}:${designId}`,
  /** A guest's work (guests have no server copy: a reload offers this). */
  guest: 'autosave:guest',
} as const;
