import { Hono } from 'hono';
import { communityEndpoints } from '../../shared/api/endpoints/community';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { follow, listPeople, unfollow } from '../services/community/follows';
import { getOwnProfile, getPublicProfile, removeAvatar, setAvatar, updateOwnProfile } from '../services/community/profiles';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/**
 * /api/community: the member's own profile (with a checked avatar upload), other members'
 * profiles (a private one shows little), follow and unfollow, and the followers/following lists.
 */
export const communityRoutes = defineRoutes({
  prefix: '/community',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>, base) => {
    const d = { db: deps.database.db, storage: deps.storage };
    const limits = uploadLimitsOf(deps.config);
    const mine = { use: [signedIn] };
    return implement(new Hono<AppEnv>(), base, communityEndpoints, {
      profile: { ...mine, handler: async (_request, c) => ({ profile: await getOwnProfile(d, requireViewer(c).id) }) },
      updateProfile: { ...mine, handler: async ({ body }, c) => ({ profile: await updateOwnProfile(d, requireViewer(c).id, body) }) },
      uploadAvatar: {
        ...mine,
        handler: async (_request, c) => {
          const viewer = requireViewer(c);
          const upload = await receiveImageUpload(c.req.raw, limits);
          return { profile: await setAvatar(d, viewer.id, upload.image, limits.maxPixels) };
        },
      },
      removeAvatar: { ...mine, handler: async (_request, c) => ({ profile: await removeAvatar(d, requireViewer(c).id) }) },
      user: async ({ params }, c) => ({ profile: await getPublicProfile(d, c.get('viewer'), params.id) }),
      follow: { ...mine, handler: ({ params }, c) => follow(d.db, requireViewer(c).id, params.id) },
      unfollow: { ...mine, handler: ({ params }, c) => unfollow(d.db, requireViewer(c).id, params.id) },
      people: { ...mine, blankIsAbsent: ['cursor'], handler: ({ query }, c) => listPeople(d, requireViewer(c).id, query) },
    });
  },
});
