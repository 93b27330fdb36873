// The top bar's effects: the read marker kept, and the page class that makes room for the bar.
import { topNotificationMachine } from '../../../machines/topNotification.machine';
import { TOP_NOTIFICATION_PAGE_CLASS } from '../../ui/shared/pageClasses';
import type { Services } from '../services';

export const provideTopNotification = ({ storage, page }: Services) =>
  topNotificationMachine.provide({
    actions: {
      storeReadMarker: () => storage.write('topNotificationRead', true),
      addPageClass: () => page.setRootClass(TOP_NOTIFICATION_PAGE_CLASS, true),
      removePageClass: () => page.setRootClass(TOP_NOTIFICATION_PAGE_CLASS, false),
    },
  });
