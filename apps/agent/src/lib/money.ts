/** A money string is negative when it starts with '-' (the server sends '-12.50'). */
export function isNegativeMoney(money: string): boolean {
  return money.startsWith('-');
}
