import { definePathTests } from '../model/definePathTests';
import { callRequestModel } from '../model/models/callRequest.model';

definePathTests(callRequestModel);
