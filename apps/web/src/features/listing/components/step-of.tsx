import { Trans } from '@lingui/react/macro';

/** 'Step 2 of 9': where the host is, in the wizard and in the room-type dialog (`step` counts from 0). */
export function StepOf({ step, count }: { step: number; count: number }) {
  const current = step + 1;
  return (
    <Trans>
      Step {current} of {count}
    </Trans>
  );
}
