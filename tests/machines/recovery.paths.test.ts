import { definePathTests } from '../model/definePathTests';
import { recoveryModel } from '../model/models/recovery.model';

definePathTests(recoveryModel);
