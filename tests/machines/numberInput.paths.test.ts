import { definePathTests } from '../model/definePathTests';
import { numberInputModel } from '../model/models/numberInput.model';

definePathTests(numberInputModel);
