import { validateUsdtBinding, WALLET_PROTOCOLS, type WalletProtocol } from '@app/shared/validation';
import { Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AccountForm, AccountFormSubmit } from '../../../components/account-form';
import { FormField } from '../../../components/form-field';
import { useBindUsdtAddress } from '../api/bind-usdt-address';
import { WALLET_ADDRESS_MAX_LENGTH } from '../utils/card-limits';
import { useCardBound } from '../utils/use-card-bound';
import { PayPasswordField } from './pay-password-field';
import './cards.css';
import { showToast } from '../../../lib/show-toast';

/** ERC20 is chosen first (spec-1 §2). */
const DEFAULT_PROTOCOL: WalletProtocol = 'ERC20';

/**
 * /addUsdtCard and /addWallet (spec-1 §2, §5; guarded): protocol ERC20 (default) or TRC20, address,
 * pay password; `POST /api/bindcard` with bank 'USDT' → '添加成功！'.
 */
export function AddUsdtPage() {
  const { t } = useTranslation();
  const bind = useBindUsdtAddress();
  const [protocol, setProtocol] = useState<WalletProtocol | null>(DEFAULT_PROTOCOL);
  const [address, setAddress] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const { isDone, onBound } = useCardBound();

  const isBusy = bind.isPending || isDone;

  const submit = () => {
    if (isBusy) return;
    const trimmed = address.trim();
    const message = validateUsdtBinding({ address: trimmed, protocol, payPassword });
    if (message) {
      showToast({ content: message });
      return;
    }
    if (!protocol) return;
    bind.mutate(
      { address: trimmed, protocol, payPassword },
      {
        onSuccess: onBound,
      },
    );
  };

  return (
    <AccountForm onSubmit={submit}>
      <div className="form-field">
        <span className="form-field__label" id="usdt-protocol-label">
          {t('cards.protocol')}
        </span>
        <Selector
          className="protocol-selector"
          aria-labelledby="usdt-protocol-label"
          columns={2}
          options={WALLET_PROTOCOLS.map((value) => ({ label: value, value }))}
          value={protocol ? [protocol] : []}
          onChange={(values) => setProtocol(values[0] ?? null)}
        />
      </div>
      <FormField label={t('cards.usdtAddress')}>
        <Input
          value={address}
          onChange={setAddress}
          placeholder={t('cards.usdtAddressPlaceholder')}
          maxLength={WALLET_ADDRESS_MAX_LENGTH}
          autoComplete="off"
          clearable
        />
      </FormField>
      <PayPasswordField value={payPassword} onChange={setPayPassword} />
      <AccountFormSubmit loading={bind.isPending} disabled={isBusy}>
        {t('cards.submit')}
      </AccountFormSubmit>
    </AccountForm>
  );
}

export default AddUsdtPage;
