// The breadcrumb's list as plain CSS declarations: the same for the
// breadcrumb (Breadcrumb.tsx) and for index.html's boot frame, which paints a
// dashboard page's breadcrumb before the app runs (src/boot/frame.ts), so
// that neither moves alone (tests/e2e/bootFrame.spec.ts compares the title
// below them).
export const breadcrumbList = 'display:flex;flex-wrap:wrap;gap:0.25rem;list-style:none;margin:0;padding:0;font-size:0.875rem';
/** The '/' before every label but the first. */
export const breadcrumbSeparator = "content:'/';margin-right:0.25rem";
