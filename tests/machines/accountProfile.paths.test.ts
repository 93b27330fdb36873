import { definePathTests } from '../model/definePathTests';
import { accountProfileModel } from '../model/models/accountProfile.model';

definePathTests(accountProfileModel);
