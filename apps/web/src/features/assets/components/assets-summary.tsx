import { formatFen, sumFen } from '@app/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Switch } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { refreshUserMoney } from '../../../lib/api/refresh-user-money';
import { useSession } from '../../../hooks/use-session';
import type { PlatformBalance } from '../../../lib/api/get-platform-balances';
import { useTransferAll } from '../../../lib/api/transfer-all';
import { useUpdateTransferMode } from '../api/update-transfer-mode';
import { useRefreshWallet } from '../../../hooks/use-refresh-wallet';
import { moneyTextToFen } from '../../../lib/money-text';
import { recordsQueryKey } from '../api/read-page';
import { showToast } from '../../../lib/show-toast';

interface AssetsSummaryProps {
  mainBalance: string;
  /** undefined until the platforms answered (or when they could not): the total is then unknown. */
  platforms: readonly PlatformBalance[] | undefined;
}

/**
 * Total assets (main wallet plus every platform that answered), 一键回收 (`transall`) and the
 * transfer-mode switch (`uptransferstatus`, 免转模式 on when transferstatus ≠ 0). spec-2 §2.
 */
export function AssetsSummary({ mainBalance, platforms }: AssetsSummaryProps) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const transferAll = useTransferAll();
  const updateMode = useUpdateTransferMode();

  const mainFen = moneyTextToFen(mainBalance) ?? 0n;
  // A platform that cannot answer now ('--') counts as nothing until it answers again.
  const totalFen = platforms
    ? mainFen + sumFen(platforms.map((platform) => moneyTextToFen(platform.balance) ?? 0n))
    : null;
  const isTransferFree = (session.user?.transferstatus ?? 0) !== 0;

  function recoverAll() {
    transferAll.mutate(undefined, {
      onSuccess: (message) => {
        showToast({ icon: 'success', content: message });
        refreshWallet();
        void queryClient.invalidateQueries({ queryKey: recordsQueryKey });
      },
    });
  }

  async function changeMode(checked: boolean) {
    try {
      const message = await updateMode.mutateAsync(checked ? 1 : 0);
      showToast({ icon: 'success', content: message });
      // The switch follows userInfo.transferstatus once the refreshed userInfo is stored.
      await refreshUserMoney();
    } catch {
      // A refusal was toasted by the api client; a dropped connection shows nothing (spec-2 §8).
    }
  }

  return (
    <section className="assets-summary">
      <div className="assets-summary__top">
        <div>
          <span className="assets-summary__label">{t('assets.total')}</span>
          <strong className="assets-summary__total">{totalFen === null ? '--' : formatFen(totalFen)}</strong>
          <span className="assets-summary__main">
            {t('assets.mainWallet')} {t('common.currency')}
            {formatFen(mainFen)}
          </span>
        </div>
        <Button
          className="assets-summary__recover"
          size="small"
          shape="rounded"
          loading={transferAll.isPending}
          disabled={transferAll.isPending}
          onClick={recoverAll}
        >
          {t('assets.recover')}
        </Button>
      </div>
      <div className="assets-summary__mode">
        <span>
          {t('assets.transferMode')}
          <small>{t('assets.transferModeHint')}</small>
        </span>
        <Switch checked={isTransferFree} onChange={changeMode} aria-label={t('assets.transferMode')} />
      </div>
    </section>
  );
}
