import type { Notice } from '../../shared/notices';
import type { PlanId } from '../../shared/plans';
import type { UserRole } from '../../shared/roles';

/** GET /api/me user (the server's Viewer without its session id). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: UserRole;
  isAdmin: boolean;
  isGraphicDesigner: boolean;
  plan: PlanId;
}

export interface Subscription {
  plan: string;
  userRole: string;
  imageCount: number;
  monthlyImageCount: number;
  oneTimeCredits: number;
  maxImages: number;
  lastResetDate: string;
  freeCredits: number;
  freeCreditsUsed: number;
  freeCreditsLastReset: string;
}

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: string;
  plan: string | null;
  userRole: string | null;
}

export interface OutboxMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export interface SecurityLogEntry {
  id: string | number;
  event: string;
  severity: string;
  details: unknown;
  timestamp: string;
  userAgent: string | null;
  url: string | null;
  userId: string | null;
}

export interface IssuedAutoLoginKey {
  key: string;
  expiresAt: string;
  username: string;
  projectId: string;
  url: string;
}

export type { Notice };
