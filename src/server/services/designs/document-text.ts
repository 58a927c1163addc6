import { DESIGN_ERROR_CODES, MAX_DESIGN_JSON_CHARS } from '../../../shared/api/designs';
import type { DesignDocument } from '../../../shared/design';
import { DomainError } from '../../domain/errors';

/** The design JSON as stored; over MAX_DESIGN_JSON_CHARS is refused. */
export function serializeDesign(doc: DesignDocument): string {
  const text = JSON.stringify(doc);
  if (text.length > MAX_DESIGN_JSON_CHARS) {
    throw new DomainError(
      'too_large',
      DESIGN_ERROR_CODES.designTooLarge,
      `The design is too large to save (${Math.ceil(text.length / 1024)} KB; the limit is ${MAX_DESIGN_JSON_CHARS / 1024} KB).`,
    );
  }
  return text;
}

/** The row points at a JSON file storage no longer has. */
export const designFileMissing = () => new DomainError('internal', 'design_file_missing', 'The design file could not be read. Please try again.');

export function revisionConflict(current: { revision: number; updatedAt: Date }): DomainError {
  return new DomainError(
    'conflict',
    DESIGN_ERROR_CODES.revisionConflict,
    'This design was changed elsewhere since you opened it. Keep yours as a copy, or take the other version.',
    {
      current: { revision: current.revision, updatedAt: current.updatedAt.toISOString() },
    },
  );
}
