import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { numberInputMachine } from '../../../machines/numberInput.machine';
import { sanitizeNumberText } from '../../../machines/numberInput/numberFormat';
import { useT } from '../shared/AppContext';
import { theme } from '../shared/theme';
import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';

addStrings(casinoStrings);

const row = css`
  display: flex;
  gap: ${theme.space.xs};
  input {
    flex: 1;
    min-width: 0;
  }
  button {
    width: 2.75rem;
    font: inherit;
    font-size: 1.25rem;
    border-radius: ${theme.radius};
    border: 1px solid #4a5d6c;
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.text};
    cursor: pointer;
  }
`;

/** A number box run by its numberInput machine: typing, clamping on leave, and hold-to-repeat spin buttons. */
export function NumberField({ id, label, actor }: { id: string; label: string; actor: ActorRefFrom<typeof numberInputMachine> }) {
  const t = useT();
  const text = useSelector(actor, (s) => s.context.text);
  const value = useSelector(actor, (s) => s.context.value);
  const editing = useSelector(actor, (s) => s.matches('editing'));
  const input = useRef<HTMLInputElement>(null);
  // Focus turns '₺1.234,5' into '1234,5' to edit: the whole text is selected,
  // so typing replaces it rather than landing after the old value.
  useLayoutEffect(() => {
    if (editing && document.activeElement === input.current) input.current?.select();
  }, [editing]);
  const { options } = actor.getSnapshot().context;
  const { min, max } = options;
  // A refused key (a letter, a second comma) puts the box back to the machine's text, and the browser's caret
  // would jump to the end: the next digit then landed there ('1234', caret after 12, 'a5' gave 12345). The caret
  // goes back to where the player was typing, after what stays of the text before it. After React has put the
  // value back (its restore runs before this microtask).
  const type = (event: React.ChangeEvent<HTMLInputElement>) => {
    const field = event.target;
    const typed = field.value;
    const caret = field.selectionStart ?? typed.length;
    actor.send({ type: 'TYPE', text: typed });
    queueMicrotask(() => {
      if (document.activeElement !== field || field.value === typed) return;
      const at = Math.min(sanitizeNumberText(typed.slice(0, caret), options).length, field.value.length);
      field.setSelectionRange(at, at);
    });
  };
  const spin = (direction: 1 | -1) => ({
    onPointerDown: (event: React.PointerEvent) => {
      event.preventDefault();
      actor.send({ type: 'SPIN.START', direction });
    },
    onPointerUp: () => actor.send({ type: 'SPIN.STOP' }),
    onPointerLeave: () => actor.send({ type: 'SPIN.STOP' }),
    onPointerCancel: () => actor.send({ type: 'SPIN.STOP' }),
    // Keyboard and assistive technology press without a pointer: one step.
    onClick: (event: React.MouseEvent) => {
      if (event.detail !== 0) return;
      actor.send({ type: 'SPIN.START', direction });
      actor.send({ type: 'SPIN.STOP' });
    },
  });
  return (
    <div className={row}>
      <input
        ref={input}
        id={id}
        name={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        role="spinbutton"
        aria-valuenow={value ?? undefined}
        aria-valuemin={min ?? undefined}
        aria-valuemax={max ?? undefined}
        value={text}
        onFocus={() => actor.send({ type: 'FOCUS' })}
        onChange={type}
        onBlur={() => actor.send({ type: 'BLUR' })}
      />
      <button type="button" aria-label={t('payment.decrease', { label })} {...spin(-1)}>
        <span aria-hidden="true">−</span>
      </button>
      <button type="button" aria-label={t('payment.increase', { label })} {...spin(1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
