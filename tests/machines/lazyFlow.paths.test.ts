import { definePathTests } from '../model/definePathTests';
import { lazyFlowModel } from '../model/models/lazyFlow.model';

definePathTests(lazyFlowModel);
