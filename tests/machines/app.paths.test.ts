import { definePathTests } from '../model/definePathTests';
import { appModel } from '../model/models/app.model';

definePathTests(appModel);
