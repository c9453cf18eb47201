import { validateWalletBinding } from '@app/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { Input, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AccountForm, AccountFormSubmit } from '../../../components/account-form';
import { FormField } from '../../../components/form-field';
import { withdrawTypesQueryKey } from '../../../lib/query-keys';
import { useBindWallet } from '../api/bind-wallet';
import { walletsQueryKey, type Wallet } from '../api/get-wallets';
import { WALLET_ADDRESS_MAX_LENGTH } from '../utils/card-limits';
import { PayPasswordField } from './pay-password-field';
import { showToast } from '../../../lib/show-toast';

interface WalletBindPopupProps {
  /** The wallet being bound (kept while the popup slides away). */
  wallet: Wallet | null;
  visible: boolean;
  onClose: () => void;
}

/**
 * The bottom popup of the wallet tab (spec-1 §2, §5): address and pay password, both required; the
 * address must fit the wallet's protocol. `POST /api/bindWallet` → '绑定成功'.
 */
export function WalletBindPopup({ wallet, visible, onClose }: WalletBindPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bind = useBindWallet();
  const [address, setAddress] = useState('');
  const [payPassword, setPayPassword] = useState('');

  const close = () => {
    if (bind.isPending) return;
    setAddress('');
    setPayPassword('');
    onClose();
  };

  const submit = () => {
    if (!wallet || bind.isPending) return;
    const trimmed = address.trim();
    const message = validateWalletBinding({ address: trimmed, payPassword, protocol: wallet.protocol });
    if (message) {
      showToast({ content: message });
      return;
    }
    bind.mutate(
      { id: wallet.id, address: trimmed, pay_pass: payPassword },
      {
        onSuccess: (serverMessage) => {
          showToast({ icon: 'success', content: serverMessage });
          void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
          void queryClient.invalidateQueries({ queryKey: withdrawTypesQueryKey });
          setAddress('');
          setPayPassword('');
          onClose();
        },
      },
    );
  };

  return (
    <Popup
      visible={visible && wallet !== null}
      onMaskClick={close}
      onClose={close}
      position="bottom"
      bodyClassName="wallet-popup"
      destroyOnClose
    >
      <div role="dialog" aria-label={wallet ? t('cards.bindWalletTitle', { name: wallet.name }) : undefined}>
        <div className="wallet-popup__head">
          <strong>{wallet ? t('cards.bindWalletTitle', { name: wallet.name }) : ''}</strong>
          <button type="button" className="wallet-popup__close" aria-label={t('common.close')} onClick={close}>
            <CloseOutline />
          </button>
        </div>
        <AccountForm onSubmit={submit} className="wallet-popup__form">
          <FormField label={t('cards.walletAddress')}>
            <Input
              value={address}
              onChange={setAddress}
              placeholder={t('cards.walletAddressPlaceholder', { protocol: wallet?.protocol ?? '' })}
              maxLength={WALLET_ADDRESS_MAX_LENGTH}
              autoComplete="off"
              clearable
            />
          </FormField>
          <PayPasswordField value={payPassword} onChange={setPayPassword} />
          <p className="account-form__note">{t('cards.bindNote')}</p>
          <AccountFormSubmit loading={bind.isPending} disabled={bind.isPending}>
            {t('cards.submit')}
          </AccountFormSubmit>
        </AccountForm>
      </div>
    </Popup>
  );
}
