import { definePathTests } from '../model/definePathTests';
import { toastsModel } from '../model/models/toasts.model';

definePathTests(toastsModel);
