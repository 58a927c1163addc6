import type { Db } from '../../db/client';
import type { Viewer } from '../../domain/viewer';
import type { StoragePort } from '../../providers/storage/types';

export interface DesignDeps {
  db: Db;
  storage: StoragePort;
  /** UPLOAD_MAX_PIXELS: the preview image's pixel limit. */
  maxPixels: number;
}

/** Who acts: the owner, or an admin (who may read any design, never change another user's). */
export interface Actor {
  id: string;
  isAdmin: boolean;
  /** The plan the session already resolved (saves a query where the plan's limit is needed). */
  plan?: string;
}

/** The actor a signed-in viewer acts as. */
export const actorOf = (viewer: Viewer): Actor => ({ id: viewer.id, isAdmin: viewer.isAdmin, plan: viewer.plan });
