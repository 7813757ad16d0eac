// What a payout's method and status, and a stay line's state, read as on the host's earnings screen.
import type { EarningsLine, Payout } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const PAYOUT_METHOD_LABELS: Record<Payout['method'], MessageDescriptor> = {
  mtn_momo: msg`MTN MoMo`,
  airtel_money: msg`Airtel Money`,
  bank: msg`Bank account`,
};

export const PAYOUT_STATUS_LABELS: Record<Payout['status'], MessageDescriptor> = {
  pending: msg`On its way`,
  successful: msg`Paid`,
  failed: msg`Failed`,
};

export const LINE_STATE_LABELS: Record<EarningsLine['state'], MessageDescriptor> = {
  held: msg`Held`,
  payable: msg`Payable`,
  ended: msg`Ended`,
};
