import { definePathTests } from '../model/definePathTests';
import { mobileNavModel } from '../model/models/mobileNav.model';

definePathTests(mobileNavModel);
