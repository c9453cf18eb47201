import { AMOUNT_MAX_INTEGER_DIGITS, formatFen } from '@app/shared/money';
import { validateTransfer, type TransferDirection } from '@app/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { PlatformBalance } from '../../../lib/api/get-platform-balances';
import { MAIN_WALLET_TYPE, useTransfer } from '../../../lib/api/transfer';
import { useRefreshWallet } from '../../../hooks/use-refresh-wallet';
import { AmountInput, MoneyField, MoneySubmit } from '../../../components/money-form';
import { moneyTextToFen } from '../../../lib/money-text';
import { recordsQueryKey } from '../api/read-page';
import { showToast } from '../../../lib/show-toast';

/** Digits before the point, the point and two decimals. */
const TRANSFER_AMOUNT_MAX_LENGTH = AMOUNT_MAX_INTEGER_DIGITS + 3;

interface TransferPopupProps {
  /** The platform, with its latest polled balance; kept while the popup closes. */
  platform: PlatformBalance | null;
  visible: boolean;
  mainBalance: string;
  onClose: () => void;
}

/**
 * Transfer popup (spec-2 §2, §4, §5): 转入 moves main-wallet money to the platform, 转出 brings it
 * back; shows both balances, validates with the spec's messages and toasts the server's message.
 */
export function TransferPopup({ platform, visible, mainBalance, onClose }: TransferPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const transfer = useTransfer();
  const [direction, setDirection] = useState<TransferDirection>('toPlatform');
  const [amount, setAmount] = useState('');

  const mainFen = moneyTextToFen(mainBalance) ?? 0n;
  // '--' (the platform cannot answer now) leaves nothing to bring back.
  const platformFen = (platform && moneyTextToFen(platform.balance)) ?? 0n;
  const sourceFen = direction === 'toPlatform' ? mainFen : platformFen;

  function close() {
    setAmount('');
    setDirection('toPlatform');
    onClose();
  }

  function submit() {
    if (!platform || transfer.isPending) return;
    const message = validateTransfer({ amount, direction, sourceBalanceFen: sourceFen });
    if (message) {
      showToast({ content: message });
      return;
    }
    const payload =
      direction === 'toPlatform'
        ? { amount: amount.trim(), sourcetype: MAIN_WALLET_TYPE, targettype: platform.platname }
        : { amount: amount.trim(), sourcetype: platform.platname, targettype: MAIN_WALLET_TYPE };
    transfer.mutate(payload, {
      onSuccess: (outcome) => {
        // State 2: the platform has not confirmed yet; the server's message says so.
        showToast({ icon: outcome.state === 1 ? 'success' : undefined, content: outcome.message });
        refreshWallet();
        void queryClient.invalidateQueries({ queryKey: recordsQueryKey });
        close();
      },
    });
  }

  return (
    <Popup
      visible={visible}
      onMaskClick={close}
      onClose={close}
      showCloseButton
      bodyClassName="transfer-popup"
      destroyOnClose
    >
      {platform ? (
        <div className="transfer-popup__body">
          <h2 className="transfer-popup__title">{t('assets.transferTitle', { name: platform.name })}</h2>
          <Selector
            className="transfer-popup__direction"
            columns={2}
            showCheckMark={false}
            value={[direction]}
            onChange={(values) => {
              const [next] = values;
              if (next) setDirection(next);
            }}
            options={[
              { label: t('assets.transferIn'), value: 'toPlatform' },
              { label: t('assets.transferOut'), value: 'fromPlatform' },
            ]}
          />
          <dl className="transfer-popup__balances">
            <div>
              <dt>{t('assets.accountBalance')}</dt>
              <dd>
                {t('common.currency')}
                {formatFen(mainFen)}
              </dd>
            </div>
            <div>
              <dt>{t('assets.platformBalance')}</dt>
              <dd>{platform.balance === '--' ? '--' : `${t('common.currency')}${formatFen(platformFen)}`}</dd>
            </div>
          </dl>
          <MoneyField label={t('assets.transferAmount')} withCurrency>
            <AmountInput
              value={amount}
              onChange={setAmount}
              placeholder={t('assets.transferAmountPlaceholder')}
              maxLength={TRANSFER_AMOUNT_MAX_LENGTH}
            />
            <button type="button" className="transfer-popup__all" onClick={() => setAmount(formatFen(sourceFen))}>
              {t('assets.all')}
            </button>
          </MoneyField>
          <MoneySubmit loading={transfer.isPending} disabled={transfer.isPending} onClick={submit}>
            {t('assets.transferConfirm')}
          </MoneySubmit>
        </div>
      ) : null}
    </Popup>
  );
}
