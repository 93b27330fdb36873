// The unread badge the header and the dashboard menu show: a view's reading
// of the notifications machine's list (spec section 9: it caps at '9+').
import type { Notification } from '../../../contract/schemas';

export const BADGE_CAP = 9;

/** How many of the notifications are unread. */
export const unreadCount = (items: readonly Notification[]) => items.filter((n) => !n.isRead).length;
/** The unread count, or '9+' when it is not below 9; '' when nothing is unread. */
export const badgeText = (count: number) => (count >= BADGE_CAP ? `${BADGE_CAP}+` : count > 0 ? String(count) : '');
