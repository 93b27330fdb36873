import { css } from 'goober';
import { useId } from 'react';
import type { ExclusionChoice } from '../../../machines/exclusion.machine';
import { SELF_EXCLUSION_MONTHS, TIMEOUT_DAYS } from '../../../contract/responsibleGaming';
import { useApp, useT } from '../shared/AppContext';
import { secondaryButton } from '../shared/forms';
import { exclusionLengthKey } from './exclusionLength';
import { addStrings } from '../../i18n/packs';
import { responsibleGamingStrings } from '../../i18n/responsibleGamingStrings';

addStrings(responsibleGamingStrings);

const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const TIMEOUTS: ExclusionChoice[] = TIMEOUT_DAYS.map((days) => ({ kind: 'timeout', days }));
const SELF_EXCLUSIONS: ExclusionChoice[] = [
  ...SELF_EXCLUSION_MONTHS.map((months) => ({ kind: 'selfexclusion' as const, months })),
  { kind: 'selfexclusion', months: null },
];

/** The time-out and self-exclusion lengths: each opens its confirmation (the dialogs machine's `exclusion`). */
export function ExclusionChoices() {
  return (
    <>
      <ChoiceGroup title="rg.timeout.title" hint="rg.timeout.hint" options={TIMEOUTS} />
      <ChoiceGroup title="rg.selfExclusion.title" hint="rg.selfExclusion.hint" options={SELF_EXCLUSIONS} />
    </>
  );
}

function ChoiceGroup({
  title,
  hint,
  options,
}: {
  title: 'rg.timeout.title' | 'rg.selfExclusion.title';
  hint: 'rg.timeout.hint' | 'rg.selfExclusion.hint';
  options: ExclusionChoice[];
}) {
  const t = useT();
  const { actors } = useApp();
  const headingId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={headingId} data-exclusion={options[0]!.kind}>
      <h2 id={headingId}>{t(title)}</h2>
      <p id={hintId}>{t(hint)}</p>
      <div className={choices} role="group" aria-labelledby={headingId} aria-describedby={hintId}>
        {options.map((choice) => (
          <button
            key={exclusionLengthKey(choice)}
            type="button"
            className={secondaryButton}
            onClick={() => actors.dialogs.send({ type: 'OPEN.EXCLUSION', choice })}
          >
            {t(exclusionLengthKey(choice))}
          </button>
        ))}
      </div>
    </section>
  );
}
