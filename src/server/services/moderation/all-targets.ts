import { forumPostTarget, forumThreadTarget } from '../forum/moderation-targets';
import { moderationTargets } from './targets';

let registered = false;

/**
 * Registers every area's moderation targets once. The forum's are here; the showcase (items,
 * comments) and profiles register theirs in this function when their branch is merged.
 */
export function registerAllModerationTargets(): void {
  if (registered) return;
  registered = true;
  moderationTargets.register('forum_post', forumPostTarget);
  moderationTargets.register('forum_thread', forumThreadTarget);
}
