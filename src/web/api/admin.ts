import type { z } from 'zod';
import { adminEndpoints as admin } from '../../shared/api/endpoints/admin';
import { noticeEndpoints as notices } from '../../shared/api/endpoints/notices';
import type { createNoticeSchema } from '../../shared/api/schemas';
import type { UserRole } from '../../shared/roles';
import { call } from './client';
import type { IssuedAutoLoginKey } from './types';

/** The admin dashboard's writes (its lists are queries in queries.ts). */

export async function setUserRole(userId: string, role: UserRole): Promise<void> {
  await call(admin.setRole, { params: { id: userId }, body: { role } });
}

export async function createNotice(input: z.input<typeof createNoticeSchema>): Promise<void> {
  await call(notices.adminCreate, { body: input });
}

export function issueAutoLoginKey(input: { userId: string; projectId: string }): Promise<IssuedAutoLoginKey> {
  return call(admin.issueAutoLoginKey, { body: input });
}
