// How the guest pays at checkout (docs/payments.md): a wallet (MTN MoMo, Airtel Money) with the number that
// pays, or at the property where the host allows it and the plan is not Non-Refundable. The number is checked
// and its operator read by the domain's helpers, as the server does.
import {
  MOBILE_NUMBER_PATTERN,
  normalizedMobileNumber,
  PAYMENT_MESSAGES,
  type BookingPaymentInput,
  walletOfNumber,
  type PaymentMethod,
  type Property,
  type WalletMethod,
} from '@ikaze/domain';

export interface CheckoutChoice {
  method: PaymentMethod;
  /** The number that pays, as typed (a wallet only). */
  phone: string;
}

/** Whether 'Pay at the property' is offered for this stay: the host allows it, and the plan is not paid now. */
export function atPropertyOffered(
  property: { rules: Pick<Property['rules'], 'payAtProperty'> },
  ratePlan: string | undefined,
): boolean {
  return property.rules.payAtProperty !== false && ratePlan !== 'non_refundable';
}

/** The wallet a number belongs to, or undefined while it is not a Rwandan mobile number yet. */
export const numberWallet = (phone: string): WalletMethod | undefined => walletOfNumber(phone);

/** The domain's message for a choice the server would refuse, or undefined. */
export function checkoutProblem(choice: CheckoutChoice): string | undefined {
  if (choice.method === 'at_property') return undefined;
  if (!choice.phone.trim()) return PAYMENT_MESSAGES.phoneRequired;
  if (!MOBILE_NUMBER_PATTERN.test(normalizedMobileNumber(choice.phone))) return PAYMENT_MESSAGES.phoneInvalid;
  return undefined;
}

/** The `payment` of POST /api/bookings (and of another try). */
export function paymentInput(choice: CheckoutChoice): BookingPaymentInput {
  return choice.method === 'at_property'
    ? { method: 'at_property' }
    : { method: choice.method, phone: normalizedMobileNumber(choice.phone) };
}

/** The profile's phone, when it is a Rwandan mobile number, in the checkout's form; else ''. */
export function profileMobileNumber(phone: string | null | undefined): string {
  if (!phone) return '';
  const number = normalizedMobileNumber(phone);
  return MOBILE_NUMBER_PATTERN.test(number) ? number : '';
}
