import type { ComponentProps } from 'react';
import { MaskedInput } from './MaskedInput';

/**
 * A box for a one-time code (the SMS codes, the e-mail's code): digits only,
 * shown in `mask`, which is also its placeholder; the browser may fill it
 * from the message (`autocomplete="one-time-code"`).
 */
export function CodeInput({ mask, ...rest }: Omit<ComponentProps<typeof MaskedInput>, 'unmasked' | 'name' | 'placeholder'>) {
  return <MaskedInput mask={mask} unmasked name="code" inputMode="numeric" autoComplete="one-time-code" placeholder={mask} {...rest} />;
}
