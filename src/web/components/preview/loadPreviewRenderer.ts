/**
 * The preview's renderer (the editor core and Fabric, the largest download of /preview). One loader, so
 * the app can start it with the page's own chunk (shopperPages.ts) and the page finds it loaded.
 */
export const loadPreviewRenderer = () => import('./previewRenderer');
