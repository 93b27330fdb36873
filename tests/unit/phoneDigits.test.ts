// @vitest-environment node
// The phone field's ten national digits, however a Turkish player writes the number (domain/phone.ts).
import { describe, expect, it } from 'vitest';
import { nationalPhoneDigits } from '../../domain/phone';

describe('national phone digits', () => {
  it('reads the trunk zero and the country code as prefixes', () => {
    for (const written of ['5551234567', '05551234567', '905551234567', '+90 555 123 45 67', '0090 555 123 45 67', '+90 (555) 123-45-67']) {
      expect(nationalPhoneDigits(written), written).toBe('5551234567');
    }
  });

  it('keeps a number being typed key by key as its digits arrive', () => {
    const typed = '+905551234567';
    const seen = [...typed].map((_, i) => nationalPhoneDigits(typed.slice(0, i + 1)));
    expect(seen).toEqual(['', '9', '', '5', '55', '555', '5551', '55512', '555123', '5551234', '55512345', '555123456', '5551234567']);
  });

  it('leaves a national number alone, the mask keeps its length', () => {
    expect(nationalPhoneDigits('212 555 12 12')).toBe('2125551212');
    expect(nationalPhoneDigits('')).toBe('');
  });
});
