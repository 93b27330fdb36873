import { definePathTests } from '../model/definePathTests';
import { promotionsModel } from '../model/models/promotions.model';

definePathTests(promotionsModel);
