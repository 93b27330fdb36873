import { definePathTests } from '../model/definePathTests';
import { gameSearchModel } from '../model/models/gameSearch.model';

definePathTests(gameSearchModel);
