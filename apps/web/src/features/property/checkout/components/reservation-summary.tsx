// What 'Reserve Now' will do, said before it is done (docs/product.md#screen-detail): the rooms, the dates and
// nights, the rate plan and what cancelling costs under it, the total, and how it is paid. The guest confirms
// it or goes back; nothing is sent before.
import { RATE_PLAN_LABELS, WALLET_NAMES, type Taxes } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { FactList } from '@/components/ui/fact-list';
import { formatMoney, formatNumber, formatStayDate } from '@/lib/format';
import { labelText } from '@/lib/i18n';
import type { CheckoutChoice } from '../checkout';

/** The stay as the card has it when 'Reserve Now' is pressed. */
export interface ReservationFacts {
  propertyName: string;
  /** The room type as the card names it, in the page's language. */
  roomType: string;
  rooms: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  ratePlan: string;
  /** The last free-cancellation day under the plan, as the quote said; null: never free. */
  freeCancellationUntil: string | null;
  /** Whole RWF; undefined until the quote is known. */
  total: number | undefined;
  /** How the total divides, as the quote said (docs/taxes.md); undefined without a quote. */
  taxes: Taxes | undefined;
}

export function ReservationSummary({
  facts,
  choice,
  onConfirm,
  onClose,
}: {
  /** The stay to confirm; null: the dialog is closed. */
  facts: ReservationFacts | null;
  choice: CheckoutChoice;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  if (!facts) return null;
  const amount = facts.total === undefined ? '' : formatMoney(facts.total);
  const wallet = choice.method === 'at_property' ? '' : WALLET_NAMES[choice.method];
  const number = choice.phone;
  const day = facts.freeCancellationUntil ? formatStayDate(facts.freeCancellationUntil) : '';
  const terms =
    facts.ratePlan === 'non_refundable'
      ? t`Non-refundable: cancelling costs the whole stay.`
      : day
        ? t`Free cancellation until ${day}; after that the first night is owed.`
        : t`Cancelling costs the first night.`;
  const rows: Array<[string, string]> = [
    [t`Property`, facts.propertyName],
    [t`Room type`, facts.roomType],
    [t`Rooms`, formatNumber(facts.rooms)],
    [t`Check-in`, formatStayDate(facts.checkIn)],
    [t`Check-out`, formatStayDate(facts.checkOut)],
    [t`Nights`, formatNumber(facts.nights)],
    [t`Rate plan`, labelText(RATE_PLAN_LABELS, facts.ratePlan)],
    [t`Cancellation`, terms],
    [t`Total, taxes included`, amount],
  ];
  // The total's parts (docs/taxes.md): the room charge, VAT when the host charges it, the tourism tax.
  const taxes = facts.taxes;
  if (taxes) {
    rows.push([t`Room charge`, formatMoney(taxes.roomCharge)]);
    if (taxes.vat > 0) rows.push([t`VAT`, formatMoney(taxes.vat)]);
    rows.push([t`Tourism tax`, formatMoney(taxes.tourismTax)]);
  }
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={t`Confirm your reservation`}>
      <div className="space-y-4">
        <FactList facts={rows} />
        <p className="font-semibold text-slate-900">
          {wallet
            ? t`After you confirm, approve ${amount} on your phone (${wallet}, ${number}).`
            : t`You pay ${amount} at the property.`}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Go back</Trans>
          </Button>
          <Button onClick={onConfirm}>
            {wallet ? t`Confirm and pay ${amount}` : t`Confirm reservation`}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
