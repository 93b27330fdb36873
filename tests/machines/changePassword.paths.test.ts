import { definePathTests } from '../model/definePathTests';
import { changePasswordModel } from '../model/models/changePassword.model';

definePathTests(changePasswordModel);
