import { definePathTests } from '../model/definePathTests';
import { bootstrapModel } from '../model/models/bootstrap.model';

definePathTests(bootstrapModel);
