import { definePathTests } from '../model/definePathTests';
import { paymentMethodsModel } from '../model/models/paymentMethods.model';

definePathTests(paymentMethodsModel);
