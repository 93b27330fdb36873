// @vitest-environment node
// The popup's check never rejects (machines/popup.machine.ts has no error
// transition): what it cannot read is no popup, and the flow ends quietly
// instead of raising an unhandled error through the app's actors.
import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createFlow as createPopupFlow } from '../../src/app/flows/popup';
import type { Services } from '../../src/app/services';

function servicesWith(read: () => unknown): Services {
  return {
    storage: { read, write: () => {} },
    page: { settled: () => Promise.resolve() },
  } as unknown as Services;
}

describe('the popup flow as src/ supplies it', () => {
  it('ends with no popup when the seen list cannot be read', async () => {
    const flow = createActor(
      createPopupFlow(
        servicesWith(() => {
          throw new Error('storage fault');
        }),
      ),
    );
    flow.start();
    await toPromise(flow);
    expect(flow.getSnapshot().status).toBe('done');
    expect(flow.getSnapshot().context.popup).toBeNull();
  });

  it('ends with no popup when there is no configuration', async () => {
    const flow = createActor(createPopupFlow(servicesWith(() => undefined)));
    flow.start();
    await toPromise(flow);
    expect(flow.getSnapshot().status).toBe('done');
  });
});
