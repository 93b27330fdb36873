import { definePathTests } from '../model/definePathTests';
import { homeModel } from '../model/models/home.model';

definePathTests(homeModel);
