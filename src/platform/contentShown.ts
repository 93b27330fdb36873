// "Once the page has painted its own content" (issue 33, the announcement
// popup): the load event and an idle moment come before a lazily loaded
// page's code on a slow phone (the slot page's search box and tiles arrived
// 1.6 s after them at a 4× slowdown), and a popup opened then covered a page
// still saying "Loading". This waits for the route's own view.

/** The main area holds its route's view, not the lazy page's stand-in (`PageLoading`, a status in place of the page). */
const routeShown = (document: Document) => {
  const main = document.getElementById('main');
  return main !== null && main.querySelector(':scope > [role="status"]') === null;
};

/** Resolves once the route's own view is in the main area (at once if it is). */
export function whenRouteShown(document: Document = window.document): Promise<void> {
  if (routeShown(document)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!routeShown(document)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
