import type { ReactNode } from 'react';
import { form } from './forms';

/** A form whose submit only tells its flow machine (the machine's guard decides whether anything is sent). */
export function FlowForm({
  onSubmit,
  className,
  state,
  children,
}: {
  onSubmit(): void;
  className?: string;
  state?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className ? `${form} ${className}` : form}
      noValidate
      data-state={state}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
