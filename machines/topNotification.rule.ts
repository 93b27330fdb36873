// When the top notification bar shows (spec sections 2 and 4), apart from its
// machine so that index.html's boot script makes room for it by the same rule
// before the app runs (the page would otherwise move down 30 px when the app
// added the bar).

export const isRootPath = (path: string) => path === '/';

/** Only on the root path, and only until the player has closed it once (the read marker is stored). */
export const topNotificationShows = (path: string, readMarkerStored: boolean) => isRootPath(path) && !readMarkerStored;
