import { definePathTests } from '../model/definePathTests';
import { exclusionModel } from '../model/models/exclusion.model';

definePathTests(exclusionModel);
