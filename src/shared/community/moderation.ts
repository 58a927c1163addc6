/** What can be reported: each type is registered in the server's `moderationTargets`. */
export const REPORT_TARGET_TYPES = ['forum_post', 'forum_thread', 'showcase_item', 'showcase_comment', 'profile'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'abuse', 'off_topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How an admin closes the reports of an item. */
export const REPORT_RESOLUTIONS = ['dismissed', 'hidden', 'deleted'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];
