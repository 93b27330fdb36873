import { definePathTests } from '../model/definePathTests';
import { gameLaunchModel } from '../model/models/gameLaunch.model';

definePathTests(gameLaunchModel);
