import { definePathTests } from '../model/definePathTests';
import { paymentModel } from '../model/models/payment.model';

definePathTests(paymentModel);
