/** A dashboard page's column: forms, and tables and card lists (`wide`). Shared with index.html's boot frame (src/boot/frame.ts), which paints a page's title in it. */
export const DASHBOARD_COLUMN = { narrow: '40rem', wide: '64rem' };
