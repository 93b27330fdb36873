import { definePathTests } from '../model/definePathTests';
import { realityCheckModel } from '../model/models/realityCheck.model';

definePathTests(realityCheckModel);
