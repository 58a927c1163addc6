/**
 * The kinds of notification. follow, like and comment come from the showcase and profiles;
 * reply and mention are emitted by the forum. Each is switchable by the member, in the app and by e-mail.
 */
export const NOTIFICATION_KINDS = ['follow', 'like', 'comment', 'reply', 'mention'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: string): value is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(value);
