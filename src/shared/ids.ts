import { z } from 'zod';

/**
 * A UUID as the app's uuid columns hold one: 8-4-4-4-12 hex digits, of any version. Every id that
 * names a uuid row — in a route's path, a body or a job — is checked with this before it reaches the
 * database, so a string that is not one (36 × `f`, say) names nothing (404), never a database error.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);

export const uuidSchema = (message = 'That is not an id.') => z.string().regex(UUID_PATTERN, message);
