import { definePathTests } from '../model/definePathTests';
import { popupModel } from '../model/models/popup.model';

definePathTests(popupModel);
