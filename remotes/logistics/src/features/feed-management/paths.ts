/** The Feed Management page (sidebar entry), where every tab of the store lives. */
export const FEED_MANAGEMENT_PATH = '/feed-management';
