import { Hono } from 'hono';
import { peopleQuerySchema, updateProfileSchema } from '../../shared/api/community';
import type { AppDeps } from '../deps';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { jsonBody, query } from '../http/validation';
import { follow, listPeople, unfollow } from '../services/community/follows';
import { getOwnProfile, getPublicProfile, removeAvatar, setAvatar, updateOwnProfile } from '../services/community/profiles';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/**
 * /api/community (issue 18): the member's own profile (with a checked avatar upload), other members'
 * profiles (a private one shows little), follow and unfollow, and the followers/following lists.
 */
export const communityRoutes = defineRoutes({
  prefix: '/community',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>) => {
    const d = { db: deps.database.db, storage: deps.storage };
    const limits = uploadLimitsOf(deps.config);
    return new Hono<AppEnv>()
      .get('/profile', signedIn, async (c) => c.json({ profile: await getOwnProfile(d, requireViewer(c).id) }))
      .patch('/profile', signedIn, jsonBody(updateProfileSchema), async (c) => c.json({ profile: await updateOwnProfile(d, requireViewer(c).id, c.req.valid('json')) }))
      .post('/profile/avatar', signedIn, async (c) => {
        const viewer = requireViewer(c);
        const upload = await receiveImageUpload(c.req.raw, limits);
        return c.json({ profile: await setAvatar(d, viewer.id, upload.image, limits.maxPixels) });
      })
      .delete('/profile/avatar', signedIn, async (c) => c.json({ profile: await removeAvatar(d, requireViewer(c).id) }))
      .get('/users/:id', async (c) => c.json({ profile: await getPublicProfile(d, c.get('viewer'), c.req.param('id')) }))
      .put('/users/:id/follow', signedIn, async (c) => c.json(await follow(d.db, requireViewer(c).id, c.req.param('id'))))
      .delete('/users/:id/follow', signedIn, async (c) => c.json(await unfollow(d.db, requireViewer(c).id, c.req.param('id'))))
      .get('/people', signedIn, query(peopleQuerySchema, { blankIsAbsent: ['cursor'] }), async (c) => c.json(await listPeople(d, requireViewer(c).id, c.req.valid('query'))));
  },
});
