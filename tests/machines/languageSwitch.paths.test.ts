import { definePathTests } from '../model/definePathTests';
import { languageSwitchModel } from '../model/models/languageSwitch.model';

definePathTests(languageSwitchModel);
