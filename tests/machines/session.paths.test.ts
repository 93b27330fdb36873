import { definePathTests } from '../model/definePathTests';
import { sessionModel } from '../model/models/session.model';

definePathTests(sessionModel);
