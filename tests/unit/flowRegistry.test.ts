// @vitest-environment node
// The typed flow registry (src/app/flows/registry.ts): what its types
// promise (a slot's view renders the flow that slot loads) rests on each
// loader creating the machine its name says. This test loads every one; the
// type assertions below fail `npm run typecheck` if the derivation breaks.
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { dialogsMachine } from '../../machines/dialogs.machine';
import type { loginMachine } from '../../machines/login.machine';
import type { registrationMachine } from '../../machines/registration.machine';
import {
  APP_FLOWS,
  DIALOG_FLOWS,
  FLOWS,
  MOBILE_NAV_FLOWS,
  SESSION_FLOWS,
  type DialogFlowRef,
  type FlowName,
  type FlowRef,
  type PageFlowRef,
} from '../../src/app/flows/registry';
import type { Services } from '../../src/app/services';

/** Services that answer anything and do nothing: creating a flow only provides its effects. */
const inert: Services = new Proxy(() => Promise.resolve(), { get: () => inert, apply: () => Promise.resolve() }) as unknown as Services;

describe('the flow registry', () => {
  // One name per flow: the registry's key, the module ./<name>.ts and the machine's id (what Stately shows).
  it.each(Object.keys(FLOWS) as FlowName[])('%s loads the machine of that id', async (name) => {
    const { createFlow } = await FLOWS[name]();
    expect((createFlow(inert) as { id?: string }).id).toBe(name);
  });

  it('runs in each dialog state <name> the slot <name>Flow (the dialog host finds a view by it)', () => {
    for (const [name, state] of Object.entries(dialogsMachine.root.states)) {
      for (const invoked of state.invoke) expect(invoked.src, name).toBe(`${name}Flow`);
    }
    expect(Object.keys(DIALOG_FLOWS).map((slot) => slot.replace(/Flow$/, ''))).toEqual(
      expect.arrayContaining(Object.keys(dialogsMachine.root.states).filter((name) => dialogsMachine.root.states[name]!.invoke.length > 0)),
    );
  });

  it('names a flow for every lazy slot the machines declare (the types hold it; the running app uses these maps)', () => {
    const slots = { ...DIALOG_FLOWS, ...APP_FLOWS, ...SESSION_FLOWS, ...MOBILE_NAV_FLOWS };
    for (const flow of Object.values(slots)) expect(Object.keys(FLOWS)).toContain(flow);
    expect(Object.keys(slots)).toHaveLength(Object.keys(DIALOG_FLOWS).length + Object.keys(APP_FLOWS).length + 2);
  });
});

// What the views' types derive: a slot's flow, a page's flow.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const loginSlot: Same<DialogFlowRef<'loginFlow'>, ActorRefFrom<typeof loginMachine>> = true;
const registerPage: Same<FlowRef<'registration'>, ActorRefFrom<typeof registrationMachine>> = true;
// @ts-expect-error the login dialog's slot does not run the registration flow
const wrongSlot: Same<DialogFlowRef<'loginFlow'>, ActorRefFrom<typeof registrationMachine>> = true;
// @ts-expect-error deposit and withdraw pages run the payment methods flow, not the login flow
const wrongPage: Same<PageFlowRef<'deposit'>, ActorRefFrom<typeof loginMachine>> = true;
void [loginSlot, registerPage, wrongSlot, wrongPage];
