import { definePathTests } from '../model/definePathTests';
import { phoneVerificationModel } from '../model/models/phoneVerification.model';

definePathTests(phoneVerificationModel);
