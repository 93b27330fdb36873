import { definePathTests } from '../model/definePathTests';
import { historyListModel } from '../model/models/historyList.model';

definePathTests(historyListModel);
