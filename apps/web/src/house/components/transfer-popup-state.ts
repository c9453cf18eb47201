import { useSyncExternalStore } from 'react';

// The 转入 popup opens from the balance bar and from a refused stake ("余额不足"): one shared flag.
let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  isOpen = next;
  for (const listener of listeners) listener();
}

export function openTransferPopup(): void {
  setOpen(true);
}

export function useTransferPopup() {
  const open = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isOpen,
  );
  return { isOpen: open, open: openTransferPopup, close: () => setOpen(false) };
}
