/** The design area's shapes (kept apart so the cut settings can name them without the whole schema). */
export const WORKSPACE_SHAPES = ['rectangle', 'rounded-rectangle', 'circle', 'contour'] as const;
export type WorkspaceShape = (typeof WORKSPACE_SHAPES)[number];
