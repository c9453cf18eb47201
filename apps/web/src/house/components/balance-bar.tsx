import type { HouseGameCode } from '@app/house-games';
import { AMOUNT_MAX_INTEGER_DIGITS, formatFen } from '@app/shared/money';
import { validateTransfer } from '@app/shared/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Input, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../hooks/use-session';
import { balanceQueryOptions } from '../../lib/api/get-balance';
import { MAIN_WALLET_TYPE, useTransfer } from '../../lib/api/transfer';
import { moneyTextToFen } from '../../lib/money-text';
import { houseBalanceQueryKey, useHouseBalance } from '../api/get-house-balance';
import { siteLoginPath, SITE_ASSETS } from '../utils/house-games';
import { useTransferPopup } from './transfer-popup-state';

/** The house platform's name on both sides of a transfer (wallet seed). */
export const HOUSE_PLATNAME = 'house';
const AMOUNT_MAX_LENGTH = AMOUNT_MAX_INTEGER_DIGITS + 3;

/** The main wallet's balance, read when the page opens and after a transfer (no 3.3 s poll here). */
function useMainBalance(token: string | null) {
  return useQuery({ ...balanceQueryOptions(token), refetchInterval: false });
}

/**
 * 自营游戏 balance with a 转入 shortcut that moves money from the main wallet (spec-2 §2 transfer,
 * `POST /api/transfer { amount, sourcetype: 'userbalance', targettype: 'house' }`).
 */
export function BalanceBar({ game }: { game: HouseGameCode }) {
  const { t } = useTranslation();
  const session = useSession();
  const house = useHouseBalance();
  const main = useMainBalance(session.token);
  const { isOpen, open, close } = useTransferPopup();

  if (!session.isLoggedIn) {
    return (
      <section className="house-balance house-balance--guest">
        <div className="house-balance__guest">
          <strong>{t('house.loginTitle')}</strong>
          <span>{t('house.loginText')}</span>
        </div>
        <a className="house-link-button" href={siteLoginPath(game)}>
          {t('house.login')}
        </a>
      </section>
    );
  }

  return (
    <section className="house-balance" aria-label={t('house.houseBalance')}>
      <div className="house-balance__item">
        <span className="house-balance__label">{t('house.houseBalance')}</span>
        <strong className="house-balance__value" data-testid="house-balance">
          {house.data !== undefined ? `¥${house.data}` : <DotLoading color="white" />}
        </strong>
      </div>
      <div className="house-balance__item house-balance__item--main">
        <span className="house-balance__label">{t('house.mainBalance')}</span>
        <span className="house-balance__main">{main.data !== undefined ? `¥${main.data}` : '--'}</span>
      </div>
      <Button size="small" shape="rounded" className="house-balance__transfer" onClick={open}>
        {t('house.transferIn')}
      </Button>
      <TransferInPopup visible={isOpen} mainBalance={main.data ?? '0.00'} onClose={close} />
    </section>
  );
}

function TransferInPopup({
  visible,
  mainBalance,
  onClose,
}: {
  visible: boolean;
  mainBalance: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const transfer = useTransfer();
  const [amount, setAmount] = useState('');
  const mainFen = moneyTextToFen(mainBalance) ?? 0n;

  function finish() {
    setAmount('');
    onClose();
  }

  function submit() {
    if (transfer.isPending) return;
    const message = validateTransfer({ amount, direction: 'toPlatform', sourceBalanceFen: mainFen });
    if (message) {
      Toast.show({ content: message });
      return;
    }
    transfer.mutate(
      { amount: amount.trim(), sourcetype: MAIN_WALLET_TYPE, targettype: HOUSE_PLATNAME },
      {
        onSuccess: (outcome) => {
          Toast.show({ icon: outcome.state === 1 ? 'success' : undefined, content: outcome.message });
          void queryClient.invalidateQueries({ queryKey: houseBalanceQueryKey });
          void queryClient.invalidateQueries({ queryKey: ['balance'] });
          finish();
        },
      },
    );
  }

  return (
    <Popup
      visible={visible}
      onMaskClick={finish}
      onClose={finish}
      showCloseButton
      destroyOnClose
      bodyClassName="house-transfer"
    >
      <div className="house-transfer__body" role="dialog" aria-label={t('house.transferTitle')}>
        <h2 className="house-transfer__title">{t('house.transferTitle')}</h2>
        <p className="house-transfer__main">
          {t('house.mainBalance')} <strong>¥{formatFen(mainFen)}</strong>
        </p>
        <label className="house-transfer__field">
          <span>{t('house.transferAmount')}</span>
          <span className="house-transfer__box">
            <span>¥</span>
            <Input
              value={amount}
              onChange={setAmount}
              placeholder={t('house.transferAmountPlaceholder')}
              inputMode="decimal"
              maxLength={AMOUNT_MAX_LENGTH}
              clearable
              aria-label={t('house.transferAmount')}
            />
            <button type="button" className="house-transfer__all" onClick={() => setAmount(formatFen(mainFen))}>
              {t('house.transferAll')}
            </button>
          </span>
        </label>
        <Button block color="primary" shape="rounded" loading={transfer.isPending} onClick={submit}>
          {t('house.transferConfirm')}
        </Button>
        <a className="house-transfer__out" href={SITE_ASSETS}>
          {t('house.transferOutHint')}
        </a>
      </div>
    </Popup>
  );
}
