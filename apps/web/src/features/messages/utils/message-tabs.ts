import type { NoticeType } from '@app/shared/contracts';

/**
 * Tabs of /myNews (spec-1 §2): customer service (-1, default), then the notice types 1 notification,
 * 2 activity, 3 announcement, 4 recommendation.
 */
export const SERVICE_TAB = -1;
export type MessageTab = typeof SERVICE_TAB | NoticeType;

export const messageTabs: readonly {
  tab: MessageTab;
  key: 'service' | 'notification' | 'activity' | 'announcement' | 'recommendation';
}[] = [
  { tab: SERVICE_TAB, key: 'service' },
  { tab: 1, key: 'notification' },
  { tab: 2, key: 'activity' },
  { tab: 3, key: 'announcement' },
  { tab: 4, key: 'recommendation' },
];

export function parseMessageTab(value: string | null): MessageTab {
  return messageTabs.find((item) => String(item.tab) === value)?.tab ?? SERVICE_TAB;
}

/** `/myNewsInfo?id=<id>` */
export function messageInfoPath(base: string, id: number): string {
  return `${base}?${new URLSearchParams({ id: String(id) }).toString()}`;
}
