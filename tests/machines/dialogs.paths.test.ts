import { definePathTests } from '../model/definePathTests';
import { dialogsModel } from '../model/models/dialogs.model';

definePathTests(dialogsModel);
