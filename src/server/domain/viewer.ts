import type { PlanId } from '../../shared/plans';
import type { UserRole } from '../../shared/roles';

/** Who is calling, resolved once per request by the session middleware and handed to services. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: UserRole;
  isAdmin: boolean;
  isGraphicDesigner: boolean;
  plan: PlanId;
  sessionId: string;
}
