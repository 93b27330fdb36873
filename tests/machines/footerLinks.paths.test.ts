import { definePathTests } from '../model/definePathTests';
import { footerLinksModel } from '../model/models/footerLinks.model';

definePathTests(footerLinksModel);
