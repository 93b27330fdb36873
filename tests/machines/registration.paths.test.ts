import { definePathTests } from '../model/definePathTests';
import { registrationModel } from '../model/models/registration.model';

definePathTests(registrationModel);
