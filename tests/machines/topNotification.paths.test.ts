import { definePathTests } from '../model/definePathTests';
import { topNotificationModel } from '../model/models/topNotification.model';

definePathTests(topNotificationModel);
