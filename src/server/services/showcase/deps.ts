import type { Db } from '../../db/client';
import type { StoragePort } from '../../providers/storage/types';
import type { RenderProof } from '../cart/proof';
import type { StorageUrlContext } from '../designs/sources';
import type { RenderShowcaseImage } from './image';

/** What the showcase services run on. The two renderers are replaceable (tests, the bench). */
export interface ShowcaseDeps {
  db: Db;
  storage: StoragePort;
  urls: StorageUrlContext;
  /** UPLOAD_MAX_PIXELS: the pixel ceiling of images read back (thumbnails of copies). */
  maxPixels: number;
  renderImage: RenderShowcaseImage;
  /** The cart's proof renderer: "Order this sticker" adds a line as the Order button does. */
  renderProof: RenderProof;
}
