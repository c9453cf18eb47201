import { BANK_CARD_LIMITS, validateUsdtBinding, WALLET_PROTOCOLS, type WalletProtocol } from '@app/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Selector, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { FormField } from '../../account/components/form-field';
import { withdrawTypesQueryKey } from '../../withdraw/api/get-withdraw-types';
import { useBindUsdtAddress } from '../api/bind-usdt-address';
import { cardsQueryKey } from '../api/get-cards';
import { WALLET_ADDRESS_MAX_LENGTH } from '../utils/card-limits';
import { useGoBack } from '../utils/use-go-back';
import '../../account/components/account-form.css';
import './cards.css';

/** ERC20 is chosen first (spec-1 §2). */
const DEFAULT_PROTOCOL: WalletProtocol = 'ERC20';
const BACK_AFTER_MS = 1000;

/**
 * /addUsdtCard and /addWallet (spec-1 §2, §5; guarded): protocol ERC20 (default) or TRC20, address,
 * pay password; `POST /api/bindcard` with bank 'USDT' → '添加成功！'.
 */
export function AddUsdtPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const goBack = useGoBack(paths.bankCard);
  const bind = useBindUsdtAddress();
  const [protocol, setProtocol] = useState<WalletProtocol | null>(DEFAULT_PROTOCOL);
  const [address, setAddress] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [isDone, setIsDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const isBusy = bind.isPending || isDone;

  const submit = () => {
    if (isBusy) return;
    const trimmed = address.trim();
    const message = validateUsdtBinding({ address: trimmed, protocol, payPassword });
    if (message) {
      Toast.show({ content: message });
      return;
    }
    if (!protocol) return;
    bind.mutate(
      { address: trimmed, protocol, payPassword },
      {
        onSuccess: (serverMessage) => {
          setIsDone(true);
          Toast.show({ icon: 'success', content: serverMessage });
          void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
          void queryClient.invalidateQueries({ queryKey: withdrawTypesQueryKey });
          timer.current = window.setTimeout(goBack, BACK_AFTER_MS);
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="account-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
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
      <FormField label={t('cards.payPassword')}>
        <Input
          type="password"
          value={payPassword}
          onChange={setPayPassword}
          placeholder={t('cards.payPasswordPlaceholder')}
          maxLength={BANK_CARD_LIMITS.payPasswordMax}
          inputMode="numeric"
          autoComplete="off"
        />
      </FormField>
      <Button
        className="account-form__submit"
        type="submit"
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={bind.isPending}
        disabled={isBusy}
      >
        {t('cards.submit')}
      </Button>
    </form>
  );
}

export default AddUsdtPage;
