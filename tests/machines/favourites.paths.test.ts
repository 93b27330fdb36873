import { definePathTests } from '../model/definePathTests';
import { favouritesModel } from '../model/models/favourites.model';

definePathTests(favouritesModel);
