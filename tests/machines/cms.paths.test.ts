import { definePathTests } from '../model/definePathTests';
import { cmsModel } from '../model/models/cms.model';

definePathTests(cmsModel);
