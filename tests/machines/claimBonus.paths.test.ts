import { definePathTests } from '../model/definePathTests';
import { claimBonusModel } from '../model/models/claimBonus.model';

definePathTests(claimBonusModel);
