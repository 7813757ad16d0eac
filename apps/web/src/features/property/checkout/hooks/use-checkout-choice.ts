// The checkout's 'How to pay' state (docs/payments.md): the number starts as the profile's, the wallet follows
// the number's operator until the guest picks one, and 'Pay at the property' falls back to the number's wallet
// when the chosen plan stops allowing it.
import type { PaymentMethod, Property, User, WalletMethod } from '@ikaze/domain';
import { useState } from 'react';
import { atPropertyOffered, numberWallet, profileMobileNumber, type CheckoutChoice } from '../checkout';

export interface CheckoutChoiceState {
  choice: CheckoutChoice;
  /** Whether 'Pay at the property' is offered for the stay as chosen. */
  atPropertyAllowed: boolean;
  setMethod: (method: PaymentMethod) => void;
  setPhone: (phone: string) => void;
}

export function useCheckoutChoice({
  property,
  ratePlan,
  user,
  initial,
}: {
  property: { rules: Pick<Property['rules'], 'payAtProperty'> };
  ratePlan: string | undefined;
  user: Pick<User, 'PhoneNumber'> | null | undefined;
  /** The choice to start from (another try starts from the one that failed). */
  initial?: CheckoutChoice;
}): CheckoutChoiceState {
  const atPropertyAllowed = atPropertyOffered(property, ratePlan);
  const [typed, setTyped] = useState<string | undefined>(initial?.phone);
  const phone = typed ?? profileMobileNumber(user?.PhoneNumber);
  const [picked, setPicked] = useState<PaymentMethod | undefined>(initial?.method);
  const wallet: WalletMethod = numberWallet(phone) ?? 'mtn_momo';
  // Nothing picked: the property if allowed (no money moves now), else the number's wallet.
  let method: PaymentMethod = picked ?? (atPropertyAllowed ? 'at_property' : wallet);
  if (method === 'at_property' && !atPropertyAllowed) method = wallet;

  function setPhone(next: string) {
    setTyped(next);
    // A new number of the other operator moves a wallet choice to it; the guest may still change it after.
    const nextWallet = numberWallet(next);
    if (nextWallet && picked !== undefined && picked !== 'at_property') setPicked(nextWallet);
  }

  return { choice: { method, phone }, atPropertyAllowed, setMethod: setPicked, setPhone };
}
