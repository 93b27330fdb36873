import { fromPromise } from 'xstate';
import { callRequestMachine } from '../../../machines/callRequest.machine';
import { failureToast, refusalToast, successToast, toast } from '../effects';
import type { Services } from '../services';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

export const createFlow = ({ api }: Services) =>
  callRequestMachine.provide({
    actors: { sendRequest: fromPromise(({ input }) => api.call('callMe', input)) },
    actions: {
      sent: successToast,
      showRefusal: refusalToast('call-refused'),
      showFailure: failureToast('call-failed'),
      warnMaxContacts: ({ system }) => toast(system, { id: 'call-max', kind: 'warning', message: { key: 'callRequest.warnMax' } }),
    },
  });
