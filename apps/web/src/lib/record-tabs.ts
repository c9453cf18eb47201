import { paths } from '../config/paths';

/**
 * Record tabs of /assets selected by the `type` query (spec-2 §2): deposit 0, withdraw 1,
 * transfer-in 2, transfer-out 3, bet 4, rebate 5. Any other value opens the deposit tab.
 */
export const recordTabs = [0, 1, 2, 3, 4, 5] as const;
export type RecordTab = (typeof recordTabs)[number];

export function parseRecordTab(value: string | null): RecordTab {
  return recordTabs.find((tab) => String(tab) === value) ?? 0;
}

/** `/assets?type=<tab>` (the withdraw page goes to the withdraw records after submitting). */
export function assetsRecordsPath(tab: RecordTab): string {
  return `${paths.assets}?${new URLSearchParams({ type: String(tab) }).toString()}`;
}
