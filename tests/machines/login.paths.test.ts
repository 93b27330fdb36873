import { definePathTests } from '../model/definePathTests';
import { loginModel } from '../model/models/login.model';

definePathTests(loginModel);
