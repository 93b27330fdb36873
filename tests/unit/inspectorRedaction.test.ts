// @vitest-environment node
// The Stately inspector never receives passwords, codes, tokens, phone
// numbers, card numbers or IBANs (issue 7): real machines run with an
// inspector built with our options (src/app/inspector.ts) and an adapter
// that records everything the inspector would send to Stately's window.
import { createInspector } from '@statelyai/inspect';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { callRequestMachine } from '../../machines/callRequest.machine';
import { loginMachine } from '../../machines/login.machine';
import { paymentMachine } from '../../machines/payment.machine';
import { phoneVerificationMachine } from '../../machines/phoneVerification.machine';
import { registrationMachine } from '../../machines/registration.machine';
import { sessionMachine } from '../../machines/session.machine';
import { PaymentType } from '../../contract/enums';
import type { PaymentField } from '../../contract/schemas';
import { INSPECTOR_OPTIONS, redactSecrets } from '../../src/app/inspector';

const SECRETS = {
  password: 'Gizli-Parola-71',
  token: 'tok-0f9e8d7c6b5a',
  phone: '905551234567',
  digits: '5559876543',
  code: '482913',
  card: '4111 1111 1111 1111',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
  contact: '05553332211',
};

/** Everything the inspector would send, as the text that would leave the page. */
function recorder() {
  const sent: string[] = [];
  const inspector = createInspector(
    { send: (event: unknown) => void sent.push(JSON.stringify(event)), start: () => {}, stop: () => {} } as never,
    INSPECTOR_OPTIONS,
  );
  return { sent, inspect: inspector.inspect };
}

function run<T extends AnyActorLogic>(logic: T, input: unknown, inspect: ReturnType<typeof recorder>['inspect']) {
  return createActor(logic, { input, inspect } as never).start();
}

describe('what the Stately inspector receives', () => {
  it('masks secrets in contexts and events, and keeps what a product owner needs', async () => {
    const { sent, inspect } = recorder();

    const login = run(loginMachine, undefined, inspect);
    login.send({ type: 'CHANGE', field: 'username', value: 'demo' });
    login.send({ type: 'CHANGE', field: 'password', value: SECRETS.password });

    const registration = run(registrationMachine, { trialBonusAmount: 50, refId: null }, inspect);
    registration.send({ type: 'CHANGE', field: 'phoneDigits', value: SECRETS.digits } as never);
    registration.send({ type: 'CHANGE', field: 'password', value: SECRETS.password } as never);
    registration.send({ type: 'CHANGE', field: 'password2', value: SECRETS.password } as never);

    const phone = run(phoneVerificationMachine, { phone: SECRETS.phone, smsVerified: false }, inspect);
    phone.send({ type: 'CHANGE.CODE', code: SECRETS.code });

    const session = run(
      sessionMachine.provide({ actors: { fetchBalance: fromPromise(async () => ({ balance: 10 })) } }),
      { stored: { token: SECRETS.token, balance: 10, username: 'demo', usercode: '1000001', phone: SECRETS.phone, smsVerified: false } },
      inspect,
    );
    session.send({ type: 'BALANCE.REFRESH' });

    const callRequest = run(callRequestMachine, { username: 'demo' }, inspect);
    callRequest.send({ type: 'CHANGE_CONTACT', index: 0, contactType: 1, contact: SECRETS.contact } as never);

    const fields: PaymentField[] = [
      { key: 'CardNo', mask: '0000 0000 0000 0000', objectType: 'String', option: null },
      { key: 'Iban', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 'String', option: null },
      { key: 'Amount', mask: null, objectType: 'Decimal', option: null },
    ];
    const payment = run(
      paymentMachine.provide({ actors: { fetchFields: fromPromise(async () => fields) } }),
      { id: 2, type: PaymentType.Deposit, title: 'Kredi Kartı', minAmount: 100, maxAmount: 20_000 },
      inspect,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    payment.send({ type: 'FIELD.CHANGE', key: 'CardNo', value: SECRETS.card });
    payment.send({ type: 'FIELD.CHANGE', key: 'Iban', value: SECRETS.iban });
    payment.send({ type: 'FIELD.CHANGE', key: 'Amount', value: '250' });

    // The inspector sends when the page is idle.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const everything = sent.join('\n');
    expect(sent.length).toBeGreaterThan(20);
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(everything.includes(secret), `${name} reached the inspector`).toBe(false);
      expect(everything.includes(secret.replace(/\s/g, '')), `${name} (compact) reached the inspector`).toBe(false);
    }
    // What is not secret still shows: who, which form, the amount.
    expect(everything).toContain('"username":"demo"');
    expect(everything).toContain('"value":"250"');
    expect(everything).toContain('•••');
    for (const actor of [login, registration, phone, session, callRequest, payment]) actor.stop();
  });

  it('masks by key anywhere, and the value of a form event that names a secret field', () => {
    expect(redactSecrets({ session: { token: 'x', username: 'demo', phone: 905551234567 }, gameCode: 'g-1' })).toEqual({
      session: { token: '•••', username: 'demo', phone: '•••' },
      gameCode: 'g-1',
    });
    expect(redactSecrets({ type: 'CHANGE', field: 'password', value: 'p' })).toEqual({ type: 'CHANGE', field: 'password', value: '•••' });
    expect(redactSecrets({ type: 'FIELD.CHANGE', key: 'Amount', value: '5' })).toEqual({ type: 'FIELD.CHANGE', key: 'Amount', value: '5' });
    expect(redactSecrets([{ contact: 'a@b.c', type: 4 }])).toEqual([{ contact: '•••', type: 4 }]);
  });

  it('masks a code carried in a path’s query: the e-mail’s link remembered through the login form', () => {
    expect(redactSecrets({ type: 'GUARD.BLOCKED', path: '/dashboard/account?email-code=123456' })).toEqual({
      type: 'GUARD.BLOCKED',
      path: '/dashboard/account?email-code=•••',
    });
    expect(redactSecrets({ pendingPath: '/dashboard/account?tab=1&email-code=123456#top' })).toEqual({
      pendingPath: '/dashboard/account?tab=1&email-code=•••#top',
    });
    expect(redactSecrets({ pendingPath: '/casino/play/abc' })).toEqual({ pendingPath: '/casino/play/abc' });
  });
});
