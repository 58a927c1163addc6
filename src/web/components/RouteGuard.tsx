import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { decideGuard, mergeGuardMeta } from '../../shared/guards';
import { useSession } from '../api/session';

/** The one guard: reads the flags of every matched route's handle and applies decideGuard (SPEC §6). */
export function RouteGuard() {
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  const meta = mergeGuardMeta(matches.map((m) => m.handle));
  const decision = decideGuard(meta, session, location.pathname + location.search);
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
