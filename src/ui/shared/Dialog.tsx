import { css } from 'goober';
import { useId, useRef, type ReactNode } from 'react';
import { useT } from './AppContext';
import { theme } from './theme';
import { useModalDialog } from './useModalDialog';

const dialog = css`
  border: 0;
  padding: 0;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  /* Mobile: full screen (spec section 2). */
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  &::backdrop {
    background: rgb(0 0 0 / 0.7);
  }
  @media (min-width: ${theme.breakpoint.md}) {
    /* Desktop: about 699 px tall, up to 990 px wide. */
    width: min(990px, calc(100vw - 2rem));
    height: min(699px, calc(100dvh - 2rem));
    margin: auto;
    border-radius: ${theme.radius};
  }
`;
const fullHeight = css`
  @media (min-width: ${theme.breakpoint.md}) {
    height: calc(100dvh - 2rem);
  }
`;
const bareBody = css`
  height: 100%;
  display: flex;
  flex-direction: column;
`;
/*
 * Spec section 2: the payment dialogs are "medium-sized": 600 px wide and as
 * tall as their content, up to the standard 699 px (docs/decisions/pages-strings-dialogs.md, issue 33).
 */
const medium = css`
  @media (min-width: ${theme.breakpoint.md}) {
    width: min(600px, calc(100vw - 2rem));
    height: auto;
    max-height: min(699px, calc(100dvh - 2rem));
  }
`;
/* Spec section 9: 454 px is the call form's width, and no other dialog's. */
const callForm = css`
  @media (min-width: ${theme.breakpoint.md}) {
    width: min(454px, calc(100vw - 2rem));
  }
`;
/* Spec section 2: the notification panel is 582 px tall on a desktop (its list scrolls inside). */
const panel = css`
  @media (min-width: ${theme.breakpoint.md}) {
    height: min(582px, calc(100dvh - 2rem));
  }
`;
const SIZES = { standard: '', callForm, medium, panel } as const;
const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${theme.color.surfaceRaised};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
const closeButton = css`
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font-size: 1.5rem;
  line-height: 1;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${theme.radius};
  cursor: pointer;
  &:hover {
    background: ${theme.color.surfaceRaised};
  }
`;
const body = css`
  padding: 1.25rem;
  overflow: auto;
  max-height: calc(100% - 4.5rem);
`;

export interface DialogProps {
  title: string;
  /** The machine state this dialog stands for, for tests (`dialogs.login`). */
  state: string;
  /** Without it (the phone's game modal) there is no header or close button; Escape does nothing. */
  onClose?: () => void;
  /**
   * Desktop size (phones: always the whole screen). standard: about 699 px
   * tall, up to 990 px wide; callForm: 454 px wide; medium: 600 px wide, as
   * tall as its content; panel: the notification panel, 582 px tall.
   */
  size?: keyof typeof SIZES;
  /** The game view's deposit: full height on every screen. */
  fullHeight?: boolean;
  /** Content with nothing to focus (a promotion's text): its scrolling area takes the focus, so the keyboard can scroll it. */
  readable?: boolean;
  children: ReactNode;
}

/**
 * A modal <dialog>: the browser makes the rest of the page inert (focus stays
 * inside), Escape asks to close, and focus returns to what opened it. The
 * dialogs machine decides whether it is open; this only shows it.
 */
export function Dialog({ title, state, onClose, size = 'standard', fullHeight: tall = false, readable = false, children }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(ref);

  return (
    <dialog
      ref={ref}
      className={[dialog, SIZES[size], tall ? fullHeight : ''].join(' ').replace(/\s+/g, ' ').trim()}
      {...(onClose ? { 'aria-labelledby': titleId } : { 'aria-label': title })}
      data-state={state}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      {onClose ? (
        <>
          <div className={header}>
            <h2 id={titleId}>{title}</h2>
            <button type="button" className={closeButton} aria-label={t('dialog.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={body} tabIndex={readable ? 0 : undefined}>
            {children}
          </div>
        </>
      ) : (
        <div className={bareBody}>{children}</div>
      )}
    </dialog>
  );
}
