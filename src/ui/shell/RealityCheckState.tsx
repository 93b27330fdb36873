import { useSelector } from '@xstate/react';
import { useApp } from '../shared/AppContext';
import type { FlowRef, LazySlot } from '../../app/flows/registry';
import { useLazyFlow } from '../shared/useLazyFlow';
import { statePath } from '../shared/statePath';

/**
 * Where the reality check stands between its dialogs (reading the interval,
 * off, counting, reading the summary), as data-flow-state (its dialog has
 * the data-state): nothing a player sees, what QA's model paths read (the
 * interval is only moved on the paused clock once it is counting).
 */
export function RealityCheckState() {
  const { actors } = useApp();
  const lazyRef: LazySlot<FlowRef<'realityCheck'>> | undefined = useSelector(actors.session, (s) => s.children.realityCheck);
  const view = useLazyFlow(lazyRef);
  return view.status === 'running' ? <RealityCheckStateOf flow={view.flow} /> : null;
}

function RealityCheckStateOf({ flow }: { flow: FlowRef<'realityCheck'> }) {
  const value = useSelector(flow, (s) => statePath(s.value));
  return <span id="reality-check-state" hidden data-flow-state={`realityCheck.${value}`} />;
}
