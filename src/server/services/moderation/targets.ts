import type { ReportTargetType } from '../../../shared/community/moderation';
import type { Db } from '../../db/client';

/** Why an item is hidden: an admin decided, or enough reports (until an admin reviews it). */
export type HideReason = 'admin' | 'reports';

/** What the review list shows of an item. */
export interface TargetDescription {
  title: string;
  excerpt: string;
  /** Where to see it in the app. */
  url: string;
  authorId: string;
  authorName: string;
  hidden: boolean;
}

/**
 * One kind of reportable item. Each area registers its own (forum here; the showcase and profiles
 * register theirs), so reports and the admin review need no knowledge of the tables behind them.
 */
export interface ModerationTarget {
  /** The item as the review list shows it, or null when it does not exist (or is deleted). */
  describe(db: Db, id: string): Promise<TargetDescription | null>;
  hide(db: Db, id: string, reason: HideReason): Promise<void>;
  /** Shows the item again — only when it was hidden for `onlyReason` if that is given. */
  unhide(db: Db, id: string, onlyReason?: HideReason): Promise<void>;
  remove(db: Db, id: string): Promise<void>;
}

const registry = new Map<ReportTargetType, ModerationTarget>();

/** Registers a target type (once; a second registration of the same type is a programming error). */
export function registerModerationTarget(type: ReportTargetType, target: ModerationTarget): void {
  if (registry.has(type)) throw new Error(`Moderation target ${type} is already registered.`);
  registry.set(type, target);
}

/** The registered target of a type, or undefined when that area is not built (its reports are refused). */
export function moderationTarget(type: ReportTargetType): ModerationTarget | undefined {
  return registry.get(type);
}

/** Every registered type (for tests and the review list). */
export const moderationTargets = {
  get: moderationTarget,
  register: registerModerationTarget,
  types: () => [...registry.keys()],
};
