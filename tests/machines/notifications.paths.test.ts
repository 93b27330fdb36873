import { definePathTests } from '../model/definePathTests';
import { notificationsModel } from '../model/models/notifications.model';

definePathTests(notificationsModel);
