// @vitest-environment node
// The activity statement's rules (issue 33, item 8): what share of a limit a
// period used, said in whole percent rounded down, the loss a net result
// stands for, and the minutes played as the session limit counts them.
import { describe, expect, it } from 'vitest';
import type { ActivityPeriod, PlayerActivity } from '../../contract/responsibleGaming';
import { activityStatement, lossOf, percentOfLimit, playedMinutes } from '../../domain/activity';

const period = (from: string, figures: Partial<ActivityPeriod> = {}): ActivityPeriod => ({
  from,
  deposits: 0,
  withdrawals: 0,
  net: 0,
  playSeconds: 0,
  ...figures,
});

describe('share of a limit', () => {
  it('is whole percent, rounded down, counted in kuruş (no floating-point drift)', () => {
    expect(percentOfLimit(1250, 2000)).toBe(62);
    expect(percentOfLimit(0.29, 1)).toBe(29);
    expect(percentOfLimit(19.99, 20)).toBe(99);
    expect(percentOfLimit(2000, 2000)).toBe(100);
    expect(percentOfLimit(0, 500)).toBe(0);
    // Past the limit (a limit lowered after the deposits): said as it is.
    expect(percentOfLimit(300, 200)).toBe(150);
  });

  it('a net result is a loss only below zero', () => {
    expect(lossOf(-12.3)).toBe(12.3);
    expect(lossOf(40)).toBe(0);
    expect(lossOf(0)).toBe(0);
  });

  it('minutes played are whole minutes, as the session limit counts them', () => {
    expect(playedMinutes(59)).toBe(0);
    expect(playedMinutes(3_599)).toBe(59);
    expect(playedMinutes(3_600)).toBe(60);
  });
});

describe('a period against the limits', () => {
  const activity = (limits: PlayerActivity['limits']) => ({
    periods: {
      day: period('2026-11-21', { deposits: 250, net: -30, playSeconds: 45 * 60 }),
      week: period('2026-11-16', { deposits: 1250, withdrawals: 100, net: -80.5, playSeconds: 3 * 3600 }),
      month: period('2026-11-01', { deposits: 1250, net: 20, playSeconds: 5 * 3600 }),
    },
    limits,
  });

  it('each figure with its limit of that period, and the percent used', () => {
    const limits = [
      { kind: 'deposit', period: 'week', amount: 2000 },
      { kind: 'loss', period: 'week', amount: 100 },
      { kind: 'session', period: 'day', amount: 60 },
    ] as const;
    expect(activityStatement(activity([...limits]), 'week')).toEqual({
      from: '2026-11-16',
      deposits: { amount: 1250, limit: 2000, percent: 62 },
      withdrawals: 100,
      net: -80.5,
      loss: { amount: 80.5, limit: 100, percent: 80 },
      playMinutes: 180,
      // The session limit is per day: a week's time has none.
      session: null,
    });
    expect(activityStatement(activity([...limits]), 'day')).toMatchObject({
      deposits: { amount: 250, limit: null, percent: null },
      loss: { amount: 30, limit: null, percent: null },
      playMinutes: 45,
      session: { limit: 60, percent: 75 },
    });
  });

  it('a net result ahead is no loss against the loss limit', () => {
    expect(activityStatement(activity([{ kind: 'loss', period: 'month', amount: 500 }]), 'month').loss).toEqual({
      amount: 0,
      limit: 500,
      percent: 0,
    });
  });
});
