import type { z } from 'zod';
import type { creditChangeSchema } from '../../shared/api/admin';
import type { CustomOrderStatus } from '../../shared/api/custom-orders';
import { adminEndpoints as admin } from '../../shared/api/endpoints/admin';
import { noticeEndpoints as notices } from '../../shared/api/endpoints/notices';
import type { createNoticeSchema, updateNoticeSchema } from '../../shared/api/schemas';
import type { PlanId } from '../../shared/plans';
import type { UserRole } from '../../shared/roles';
import { call } from './client';
import type { IssuedAutoLoginKey } from './types';

/** The back office's writes (its reads are hooks in adminQueries.ts). Every one is recorded by the server's audit. */

export async function setUserRole(userId: string, role: UserRole): Promise<void> {
  await call(admin.setRole, { params: { id: userId }, body: { role } });
}

export async function setUserPlan(userId: string, plan: Exclude<PlanId, 'admin'>): Promise<void> {
  await call(admin.setPlan, { params: { id: userId }, body: { plan } });
}

/** Grants (positive) or removes (negative) one-time credits; answers the new balance. */
export async function changeUserCredits(userId: string, change: z.input<typeof creditChangeSchema>): Promise<number> {
  return (await call(admin.changeCredits, { params: { id: userId }, body: change })).oneTimeCredits;
}

export function suspendUser(userId: string, reason: string) {
  return call(admin.suspend, { params: { id: userId }, body: { reason } });
}

export async function restoreUser(userId: string): Promise<void> {
  await call(admin.restore, { params: { id: userId } });
}

export async function createNotice(input: z.input<typeof createNoticeSchema>): Promise<void> {
  await call(notices.adminCreate, { body: input });
}

export async function updateNotice(id: string, input: z.input<typeof updateNoticeSchema>): Promise<void> {
  await call(notices.adminUpdate, { params: { id }, body: input });
}

export function issueAutoLoginKey(input: { userId: string; projectId: string }): Promise<IssuedAutoLoginKey> {
  return call(admin.issueAutoLoginKey, { body: input });
}

export async function setCustomOrderStatus(id: string, status: CustomOrderStatus): Promise<void> {
  await call(admin.setCustomOrderStatus, { params: { id }, body: { status } });
}

export async function retryJob(id: string): Promise<void> {
  await call(admin.retryJob, { params: { id } });
}
