import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { copyWithToast } from '../../../lib/copy-text';
import { useWallets, type Wallet } from '../api/get-wallets';
import { WalletBindPopup } from './wallet-bind-popup';

/**
 * Wallet tab of /bankCard (spec-1 §2, §9): each wallet with logo, name and its address once bound;
 * 绑定 (bottom popup) while is_bind is 0, else 'is_bind / 1' ('1 / 1': each wallet binds once).
 */
export function WalletsTab() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const [bindingId, setBindingId] = useState<number | null>(null);
  const [isPopupOpen, setIsPopupOpen] = useState(false);

  if (wallets.isPending) return <LoadingState />;
  if (wallets.isError) return <ErrorState onRetry={() => void wallets.refetch()} />;
  if (wallets.data.length === 0) return <EmptyState text={t('cards.noWallets')} />;

  const binding: Wallet | null = wallets.data.find((wallet) => wallet.id === bindingId) ?? null;

  return (
    <div className="cards-tab">
      <ul className="stack-list">
        {wallets.data.map((wallet) => (
          <li key={wallet.id} className="wallet-item">
            {wallet.logo ? <img className="wallet-item__logo" src={wallet.logo} alt="" /> : null}
            <div className="wallet-item__body">
              <div className="wallet-item__head">
                <strong className="wallet-item__name">{wallet.name}</strong>
                {wallet.protocol ? (
                  <Tag color="primary" fill="outline">
                    {wallet.protocol}
                  </Tag>
                ) : null}
              </div>
              {wallet.is_bind === 1 && wallet.address ? (
                <button
                  type="button"
                  className="wallet-item__address"
                  title={t('cards.copy')}
                  onClick={() => void copyWithToast(wallet.address)}
                >
                  {wallet.address}
                </button>
              ) : (
                <span className="wallet-item__unbound">{t('cards.walletUnbound')}</span>
              )}
            </div>
            {wallet.is_bind === 0 ? (
              <Button
                size="small"
                color="primary"
                shape="rounded"
                onClick={() => {
                  setBindingId(wallet.id);
                  setIsPopupOpen(true);
                }}
              >
                {t('cards.bind')}
              </Button>
            ) : (
              <span className="wallet-item__count">{t('cards.bindCount', { bound: wallet.is_bind })}</span>
            )}
          </li>
        ))}
      </ul>
      <WalletBindPopup wallet={binding} visible={isPopupOpen} onClose={() => setIsPopupOpen(false)} />
    </div>
  );
}
