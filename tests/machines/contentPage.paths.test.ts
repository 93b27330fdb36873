import { definePathTests } from '../model/definePathTests';
import { contentPageModel } from '../model/models/contentPage.model';

definePathTests(contentPageModel);
