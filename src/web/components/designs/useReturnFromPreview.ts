import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../api/queries';
import { returnsFromPreview } from '../../persistence/previewTrip';

/**
 * Whether this editor page opened as the work coming back from its preview (Back, "Back to the
 * editor"): its restore offer is then that work, accepted without asking. Read once, on the first render.
 */
export function useReturnFromPreview(): boolean {
  const location = useLocation();
  const userId = useSession()?.id ?? null;
  const [returned] = useState(() => returnsFromPreview(userId, `${location.pathname}${location.search}`));
  return returned;
}
