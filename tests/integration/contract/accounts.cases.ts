import { lastMailTo } from '../../setup/outbox';
import { type Cases, emailOf, nextEmail } from './harness';

const FINGERPRINT = { userAgent: 'vitest', language: 'en', platform: 'Linux', screenResolution: '1280x800', timezone: 'UTC', timestamp: 1_700_000_000_000 };

/** The account, sign-in and guest endpoints. */
export const accountCases: Pick<Cases, 'accounts' | 'auth' | 'credits' | 'guests'> = {
  accounts: {
    me: { as: 'user' },
    subscription: { as: 'user' },
    autoLogin: {
      as: 'guest',
      input: async (ctx) => {
        const issued = await ctx.admin.post('/api/admin/auto-login-keys', { userId: ctx.userId, projectId: 'contract' });
        return { body: { username: issued.json.username, projectid: 'contract', key: issued.json.key } };
      },
    },
    autoLoginSignOut: { as: 'user' },
  },
  auth: {
    signIn: { as: 'guest', input: async (ctx) => ({ body: { email: await emailOf(ctx.user), password: 'secret123' } }) },
    signUp: { as: 'guest', input: () => ({ body: { name: 'New Person', email: nextEmail('sign-up'), password: 'secret123', callbackURL: '/account/projects' } }) },
    signOut: { as: (ctx) => ctx.freshUser() },
    requestPasswordReset: { as: 'guest', input: async (ctx) => ({ body: { email: await emailOf(ctx.user), redirectTo: '/reset-password' } }) },
    resetPassword: {
      as: 'guest',
      input: async (ctx) => {
        const email = await emailOf(await ctx.freshUser());
        await ctx.guest.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
        const { link } = await lastMailTo(ctx.server.mail, email);
        const hop = await ctx.guest.get(new URL(link as string).pathname + new URL(link as string).search);
        const token = new URL(hop.headers.get('location') as string, 'http://localhost:3000').searchParams.get('token') as string;
        return { body: { newPassword: 'newpass12', token } };
      },
    },
    sendVerificationEmail: { as: 'guest', input: async (ctx) => ({ body: { email: await emailOf(await ctx.freshUser()), callbackURL: '/account/projects' } }) },
    updateUser: { as: 'user', input: () => ({ body: { name: 'Contract User' } }) },
    changePassword: { as: (ctx) => ctx.freshUser(), input: () => ({ body: { currentPassword: 'secret123', newPassword: 'secret456', revokeOtherSessions: true } }) },
    revokeOtherSessions: { as: (ctx) => ctx.freshUser() },
  },
  credits: { summary: { as: 'user' } },
  guests: {
    checkUsage: { as: 'guest', input: () => ({ body: FINGERPRINT }) },
    use: { as: 'guest', input: () => ({ body: FINGERPRINT }) },
  },
};
