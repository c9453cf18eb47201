import { useState } from 'react';
import { useSession } from '../../../hooks/use-session';
import { usePlatformBalances } from '../../../lib/api/get-platform-balances';
import { useBalance } from '../../../lib/api/get-balance';
import { AssetsSummary } from './assets-summary';
import { PlatformBalanceGrid } from './platform-balance-grid';
import { RecordsSection } from './records-section';
import { TransferPopup } from './transfer-popup';
import '../../../components/layout-blocks.css';
import '../../../components/money-page.css';
import './assets.css';

/**
 * /assets (spec-2 §2; guarded, and the guard also wants the stored username): total and platform
 * balances (polled every 3 s), recover all, transfer mode, the transfer popup and the records.
 */
export function AssetsPage() {
  const session = useSession();
  const balance = useBalance();
  const platforms = usePlatformBalances();
  const [transfer, setTransfer] = useState<{ platname: string; visible: boolean } | null>(null);

  const mainBalance = balance.data ?? session.user?.balance ?? '0.00';
  const platformList = platforms.data ?? [];
  // The popup shows the latest polled balance of its platform.
  const transferPlatform = transfer ? (platformList.find((item) => item.platname === transfer.platname) ?? null) : null;

  return (
    <div className="money-page assets-page">
      <AssetsSummary mainBalance={mainBalance} platforms={platforms.data} />
      <PlatformBalanceGrid
        query={platforms}
        onTransfer={(platform) => setTransfer({ platname: platform.platname, visible: true })}
      />
      <RecordsSection platforms={platformList} />
      <TransferPopup
        platform={transferPlatform}
        visible={transfer?.visible ?? false}
        mainBalance={mainBalance}
        onClose={() => setTransfer((current) => (current ? { ...current, visible: false } : null))}
      />
    </div>
  );
}

export default AssetsPage;
