import { getTableColumns } from 'drizzle-orm';
import type { DesignSummary } from '../../../shared/api/designs';
import { designs } from '../../db/schema';
import type { StoragePort } from '../../providers/storage/types';

export type DesignRow = typeof designs.$inferSelect;
/** The row without its cutline path (which can be large): what listings and saves return. */
export type DesignSummaryRow = Omit<DesignRow, 'cutlinePath'>;

const { cutlinePath: _cutline, ...columns } = getTableColumns(designs);
/** The columns of a DesignSummaryRow, for selects and RETURNING clauses. */
export const summaryColumns = columns;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary(row: DesignSummaryRow, storage: StoragePort): DesignSummary {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    revision: row.revision,
    isFavorite: row.isFavorite,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    thumbnailURL: row.thumbnailKey ? storage.publicUrl(row.thumbnailKey) : null,
    previewURL: row.previewKey ? storage.publicUrl(row.previewKey) : null,
    thumbnailGenerated: row.thumbnailGenerated,
    jsonSize: row.jsonSize,
    autoSaved: row.autoSaved,
    isAutoSaveSession: row.isAutoSaveSession,
    sessionId: row.sessionId,
    lastAutoSaved: iso(row.lastAutoSaved),
    isFinalized: row.isFinalized,
    originalAutoSaveId: row.originalAutoSaveId,
    designFolderPath: row.designFolderPath,
    copiedFilesCount: row.copiedFilesCount,
    isSelfContained: row.isSelfContained,
    selfContainedVersion: row.selfContainedVersion,
  };
}
