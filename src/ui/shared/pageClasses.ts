/** The class on <body> that makes room for the top notification bar (the app's global styles and index.html's boot frame). */
export const TOP_NOTIFICATION_PAGE_CLASS = 'has-top-notification';
