import { definePathTests } from '../model/definePathTests';
import { resendCountdownModel } from '../model/models/resendCountdown.model';

definePathTests(resendCountdownModel);
