import { DESIGN_VERSION, WORKSPACE_ID } from './schema';

/** The workspace's longer side for an uploaded image: the image is scaled into it (print size comes from the options). */
const WORKSPACE_SIDE = 3000;

export interface Artwork {
  /** Where the image is: the upload's /api/files/raw/… URL, or a data: URL kept in a guest's browser. */
  src: string;
  width: number;
  height: number;
  name: string;
}

/**
 * A design document holding only the uploaded image, filling its workspace (decision 39): the same
 * kind of document the editor saves, so the Order path, the proof and the production files treat an
 * upload exactly like a design. The browser makes it for upload-to-order, the server for replacement
 * art sent while an order is on hold.
 */
export function designFromArtwork(art: Artwork): object {
  const scale = WORKSPACE_SIDE / Math.max(art.width, art.height);
  const width = Math.max(1, Math.round(art.width * scale));
  const height = Math.max(1, Math.round(art.height * scale));
  return {
    version: DESIGN_VERSION,
    workspace: { id: WORKSPACE_ID, shape: 'rectangle', width, height },
    objects: [
      {
        id: 'artwork',
        name: art.name,
        type: 'Image',
        originX: 'left',
        originY: 'top',
        left: 0,
        top: 0,
        width: art.width,
        height: art.height,
        scaleX: width / art.width,
        scaleY: height / art.height,
        src: art.src,
      },
    ],
  };
}
