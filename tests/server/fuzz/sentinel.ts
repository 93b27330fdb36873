// A bystander: a player with an open hub connection who must keep getting
// their pushes while the fuzzer attacks the server (a deposit of theirs must
// reach them as a balance push within seconds).
import { HANDSHAKE, openRawHub, pushesIn, type RawHub } from '../support/hubClient';
import { depositRemote, registerRemote } from '../support/players';

export interface Sentinel {
  /** Deposits and waits for the balance push; false when it does not come. */
  stillGetsPushes(): Promise<boolean>;
  close(): void;
}

export async function startSentinel(url: string): Promise<Sentinel> {
  const { token } = await registerRemote(url);
  let hub: RawHub = openRawHub(url, token);
  const connect = async () => {
    hub = openRawHub(url, token);
    if (!(await hub.opened)) throw new Error('the sentinel could not connect');
    hub.send(HANDSHAKE);
    if (!(await hub.until(() => hub.records.includes('{}')))) throw new Error('the sentinel got no handshake answer');
  };
  await connect();
  let deposits = 0;
  return {
    async stillGetsPushes() {
      // A quiet client is closed after the server timeout: the sentinel pings like the SignalR client.
      hub.send('{"type":6}\u001e');
      if (hub.closed) return false;
      deposits += 1;
      const seen = pushesIn(hub.records).length;
      const answer = await depositRemote(url, token, 100);
      if (!answer.body.success) return false;
      return hub.until(
        () =>
          pushesIn(hub.records)
            .slice(seen)
            .some((p) => p.command === 'balance' && p.message === String(100 * deposits)),
        5_000,
      );
    },
    close: () => hub.close(),
  };
}
