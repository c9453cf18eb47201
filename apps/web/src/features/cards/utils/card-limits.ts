/** At most 5 bank cards: the add link is hidden at 5 or more (spec-1 §9). */
export const MAX_BANK_CARDS = 5;
/** At most 6 saved USDT addresses (spec-2 §9). */
export const MAX_USDT_ADDRESSES = 6;
/** A wallet address is at most 100 characters (the contract's limit). */
export const WALLET_ADDRESS_MAX_LENGTH = 100;

/** The last four digits of a masked card number ('************1234' → '1234'). */
export function cardTail(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}
