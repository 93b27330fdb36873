import { definePathTests } from '../model/definePathTests';
import { phoneValidationModel } from '../model/models/phoneValidation.model';

definePathTests(phoneValidationModel);
