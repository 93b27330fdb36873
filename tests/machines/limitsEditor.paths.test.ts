import { definePathTests } from '../model/definePathTests';
import { limitsEditorModel } from '../model/models/limitsEditor.model';

definePathTests(limitsEditorModel);
