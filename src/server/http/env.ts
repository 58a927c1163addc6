import type { HttpBindings } from '@hono/node-server';
import type { PlanId } from '../../shared/plans';
import type { UserRole } from '../../shared/roles';

/** Who is calling, resolved once per request by the session middleware. */
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

export interface AppEnv {
  /** Node's request and response under @hono/node-server; absent in tests that call app.request(). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    viewer: Viewer | null;
  };
}
