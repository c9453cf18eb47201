import type { Dashboard } from '@app/shared/contracts';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import type { PendingKey } from '../../../config/navigation';
import { zh } from '../../../locales/zh-CN';
import { useCan } from '../../../hooks/use-can';
import { useDashboard } from '../api/get-dashboard';

export const PENDING_LABELS: Record<PendingKey, string> = {
  offline_deposits: zh.dashboard.pendingDeposits,
  withdrawals: zh.dashboard.pendingWithdrawals,
  transfers: zh.dashboard.pendingTransfers,
  adjustments: zh.dashboard.pendingAdjustments,
};

const KEYS = Object.keys(PENDING_LABELS) as PendingKey[];

/**
 * Polls the dashboard every 15 s on every page and raises a notification when a pending count
 * goes up (a new withdrawal to review, a deposit to confirm…). The first answer only sets the
 * baseline. Returns the pending counts for the menu badges.
 */
export function usePendingAlerts(): Dashboard['pending'] | undefined {
  const can = useCan();
  const { notification } = App.useApp();
  const dashboard = useDashboard(can('dashboard.view'));
  const previous = useRef<Dashboard['pending'] | null>(null);
  const pending = dashboard.data?.pending;

  useEffect(() => {
    if (!pending) return;
    const before = previous.current;
    previous.current = pending;
    if (!before) return;
    const risen = KEYS.filter((key) => pending[key] > before[key]);
    if (risen.length === 0) return;
    notification.warning({
      key: 'pending-rose',
      title: zh.dashboard.newPendingTitle,
      description: risen.map((key) => zh.dashboard.rose(PENDING_LABELS[key], before[key], pending[key])).join('；'),
      placement: 'topRight',
      duration: 8,
    });
  }, [pending, notification]);

  return pending;
}
