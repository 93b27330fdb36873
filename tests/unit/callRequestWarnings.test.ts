// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callRequestWarnings } from '../../src/ui/callRequest/callRequestWarnings';

const contact = { type: 1, contact: '05551112233' };

describe('callRequestWarnings (spec section 5)', () => {
  it('names everything an empty form lacks: the username, a contact and a time slot', () => {
    expect(callRequestWarnings({ username: '  ', contacts: [], timeSlot: '' })).toEqual([
      'callRequest.warnUsername',
      'callRequest.warnContacts',
      'callRequest.warnSlot',
    ]);
  });
  it('says nothing of a form with all three', () => {
    expect(callRequestWarnings({ username: 'ayse2024', contacts: [contact], timeSlot: '10:30-11:30' })).toEqual([]);
  });
  it('says five contacts are the most, from the fifth on', () => {
    expect(callRequestWarnings({ username: 'ayse2024', contacts: Array(4).fill(contact), timeSlot: '10:30-11:30' })).toEqual([]);
    expect(callRequestWarnings({ username: 'ayse2024', contacts: Array(5).fill(contact), timeSlot: '10:30-11:30' })).toEqual([
      'callRequest.warnMax',
    ]);
  });
});
