import type { SysBank } from '../api/get-system-banks';

/** Banks whose name contains the search text (spec-1 §2: filter by name). */
export function filterBanks(banks: readonly SysBank[], search: string): SysBank[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...banks];
  return banks.filter((bank) => bank.bank_name.toLowerCase().includes(text));
}
