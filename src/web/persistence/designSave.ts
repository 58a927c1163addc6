import type { CreateDesignInput, DesignSummary, DesignWithJson, SaveDesignInput } from '../../shared/api/designs';
import type { DesignDocument } from '../../shared/design';
import { isRevisionConflict } from '../api/designs';
import type { DesignRef } from './state';

export type ConflictChoice = 'copy' | 'theirs' | 'cancel';

/** The /api/designs calls the editor needs (injected, so the rules are tested without a server). */
export interface DesignsApi {
  get(id: string): Promise<DesignWithJson>;
  create(input: CreateDesignInput): Promise<DesignSummary>;
  save(id: string, input: SaveDesignInput): Promise<DesignSummary>;
}

/** How a design save ended (a failure other than a revision conflict is thrown). */
export type DesignSaveOutcome =
  /** Saved with the next revision. */
  | { kind: 'saved'; saved: DesignSummary }
  /** Someone saved the design since it was opened; mine was kept as a new design. */
  | { kind: 'copied'; copy: DesignSummary }
  /** Someone saved it since, and the user takes their version (the caller loads it). */
  | { kind: 'theirs' }
  /** Someone saved it since, and the user decides later. */
  | { kind: 'cancelled' };

export interface DesignSaveRequest {
  design: DesignRef;
  doc: DesignDocument;
  preview: string | undefined;
  /** Asked on a 409 revision conflict. */
  resolveConflict(): Promise<ConflictChoice>;
  /** The name of "keep mine as a copy". */
  copyName(name: string): string;
}

/** A design save with its revision (PUT /api/designs/:id with baseRevision); a 409 asks what to do. */
export async function saveWithRevision(api: Pick<DesignsApi, 'save' | 'create'>, request: DesignSaveRequest): Promise<DesignSaveOutcome> {
  const { design, doc, preview } = request;
  try {
    return { kind: 'saved', saved: await api.save(design.id, { json: doc, baseRevision: design.revision, preview }) };
  } catch (error) {
    if (!isRevisionConflict(error)) throw error;
  }
  const choice = await request.resolveConflict();
  if (choice === 'cancel') return { kind: 'cancelled' };
  if (choice === 'theirs') return { kind: 'theirs' };
  const copy = await api.create({ name: request.copyName(design.name), json: doc, isFavorite: false, preview });
  return { kind: 'copied', copy };
}
