// What the reconciliation's findings and the refunds waiting for a hand read as on the admins' payments screen
// (docs/money.md#reconciliation).
import type { DisagreementKind, MoneyMovement } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const DISAGREEMENT_LABELS: Record<DisagreementKind, MessageDescriptor> = {
  status: msg`The status differs`,
  amount: msg`The amount differs`,
  missing_at_provider: msg`Missing at the provider`,
  unknown_to_us: msg`Unknown to us`,
  ledger: msg`The ledger does not match`,
  no_answer: msg`The provider did not answer`,
};

export const MOVEMENT_LABELS: Record<MoneyMovement, MessageDescriptor> = {
  payment: msg`Payment`,
  refund: msg({ id: 'admin.finance.movement.refund', message: 'Refund' }),
  payout: msg`Payout`,
};

/** Our rows' statuses (payments, refunds, payouts) and the providers' states, in one list. */
export const MOVEMENT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  successful: msg`Successful`,
  failed: msg`Failed`,
  expired: msg`Expired`,
  needs_hand: msg`Waiting for a hand`,
  settled_by_hand: msg`Settled by hand`,
  not_found: msg`Not found`,
  unknown: msg`No answer`,
};
