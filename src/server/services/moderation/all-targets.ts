import { profileTarget } from '../community/moderation-targets';
import { forumPostTarget, forumThreadTarget } from '../forum/moderation-targets';
import { showcaseCommentTarget, showcaseItemTarget } from '../showcase/moderation-targets';
import { moderationTargets } from './targets';

let registered = false;

/**
 * Registers every area's moderation targets once: the forum's posts and threads, the showcase's
 * items and comments, and profiles. Each area keeps its implementation beside its own tables.
 */
export function registerAllModerationTargets(): void {
  if (registered) return;
  registered = true;
  moderationTargets.register('forum_post', forumPostTarget);
  moderationTargets.register('forum_thread', forumThreadTarget);
  moderationTargets.register('showcase_item', showcaseItemTarget);
  moderationTargets.register('showcase_comment', showcaseCommentTarget);
  moderationTargets.register('profile', profileTarget);
}
