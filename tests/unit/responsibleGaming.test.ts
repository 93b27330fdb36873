// @vitest-environment node
// The limit a player types, as the limits page and the server read it.
import { describe, expect, it } from 'vitest';
import { SetLimitRequest, type PlayerLimit } from '../../contract/responsibleGaming';
import { offersDepositLimit, parseLimitDraft } from '../../domain/limits';

describe('parseLimitDraft', () => {
  it('reads money with a comma or a point and at most two decimals', () => {
    expect(parseLimitDraft('deposit', '1500')).toBe(1500);
    expect(parseLimitDraft('deposit', ' 1500,50 ')).toBe(1500.5);
    expect(parseLimitDraft('loss', '99.99')).toBe(99.99);
    for (const bad of ['', '0', '-5', '1,234', '1.234', 'abc', '1e3', '100000001']) expect(parseLimitDraft('deposit', bad)).toBeNull();
  });

  it('reads the session limit in whole minutes, one to a day', () => {
    expect(parseLimitDraft('session', '90')).toBe(90);
    expect(parseLimitDraft('session', '1440')).toBe(1440);
    for (const bad of ['0', '1441', '30,5', '']) expect(parseLimitDraft('session', bad)).toBeNull();
  });

  it('agrees with what the server accepts', () => {
    for (const [kind, draft] of [
      ['deposit', '1500,50'],
      ['session', '90'],
      ['loss', '0.01'],
    ] as const) {
      expect(SetLimitRequest.safeParse({ kind, period: 'day', amount: parseLimitDraft(kind, draft) }).success).toBe(true);
    }
  });
});

describe('offersDepositLimit', () => {
  const limit = (kind: PlayerLimit['kind'], amount: number | null, pending: PlayerLimit['pending'] = null): PlayerLimit => ({
    kind,
    period: 'week',
    amount,
    pending,
    used: 0,
    remaining: amount,
    resetsAt: '2026-11-23T21:00:00.000Z',
  });

  it('offers a deposit limit before the first deposit, when none is set or pending', () => {
    expect(offersDepositLimit({ hasDeposited: false, limits: [limit('deposit', null), limit('loss', 100)] })).toBe(true);
    expect(offersDepositLimit({ hasDeposited: true, limits: [limit('deposit', null)] })).toBe(false);
    expect(offersDepositLimit({ hasDeposited: false, limits: [limit('deposit', 500)] })).toBe(false);
    expect(
      offersDepositLimit({ hasDeposited: false, limits: [limit('deposit', null, { amount: 500, appliesAt: '2026-11-22T10:00:00.000Z' })] }),
    ).toBe(false);
  });
});
