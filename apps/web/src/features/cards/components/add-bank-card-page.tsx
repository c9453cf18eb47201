import { BANK_CARD_LIMITS, validateBankCardBinding } from '@app/shared/validation';
import { Input } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AccountForm, AccountFormSubmit } from '../../../components/account-form';
import { FormField } from '../../../components/form-field';
import { useSession } from '../../../hooks/use-session';
import { useBindBankCard } from '../api/bind-bank-card';
import type { SysBank } from '../api/get-system-banks';
import { useCardBound } from '../utils/use-card-bound';
import { BankPickerPopup } from './bank-picker-popup';
import { PayPasswordField } from './pay-password-field';
import './cards.css';
import { showToast } from '../../../lib/show-toast';

/**
 * The owner-name field belongs to the alternate form (spec-1 §2, §5: "a hidden owner-name field
 * exists"); it stays hidden: cards are bound in the member's registered real name.
 */
const SHOW_OWNER_NAME_FIELD = false;
const OWNER_NAME_MAX_LENGTH = 40;

/**
 * /addBankCard (spec-1 §2, §5, §9; guarded): bank from the searchable full-screen list, card number
 * (max 19), branch (max 80), pay password; checked in the spec's order, then `POST /api/bindCard`.
 */
export function AddBankCardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const bind = useBindBankCard();
  const [bank, setBank] = useState<SysBank | null>(null);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [ownerName, setOwnerName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [branch, setBranch] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const { isDone, onBound } = useCardBound();

  const isBusy = bind.isPending || isDone;

  const submit = () => {
    if (isBusy) return;
    const input = {
      ownerName,
      bank: bank?.id ?? null,
      branch: branch.trim(),
      cardNumber: cardNumber.trim(),
      payPassword,
    };
    const message = validateBankCardBinding(input, { requireOwnerName: SHOW_OWNER_NAME_FIELD });
    if (message) {
      showToast({ content: message });
      return;
    }
    if (!bank) return;
    bind.mutate(
      { id: bank.id, branch: input.branch, card_number: input.cardNumber, pay_pass: payPassword },
      {
        onSuccess: onBound,
      },
    );
  };

  const realname = session.user?.realname ?? '';

  return (
    <AccountForm onSubmit={submit}>
      {SHOW_OWNER_NAME_FIELD ? (
        <FormField label={t('cards.ownerName')}>
          <Input
            value={ownerName}
            onChange={setOwnerName}
            placeholder={t('cards.ownerNamePlaceholder')}
            maxLength={OWNER_NAME_MAX_LENGTH}
          />
        </FormField>
      ) : null}
      <FormField
        label={t('cards.bank')}
        onClick={() => setIsPickerOpen(true)}
        extra={<RightOutline className="form-field__arrow" aria-hidden="true" />}
      >
        {bank ? (
          <>
            {bank.bank_img ? <img className="bank-picker__logo" src={bank.bank_img} alt="" /> : null}
            <span>{bank.bank_name}</span>
          </>
        ) : (
          <span className="form-field__placeholder">{t('cards.chooseBank')}</span>
        )}
      </FormField>
      <FormField label={t('cards.cardNumber')}>
        <Input
          value={cardNumber}
          onChange={setCardNumber}
          placeholder={t('cards.cardNumberPlaceholder')}
          maxLength={BANK_CARD_LIMITS.cardNumberMax}
          inputMode="numeric"
          autoComplete="off"
          clearable
        />
      </FormField>
      <FormField label={t('cards.branch')}>
        <Input
          value={branch}
          onChange={setBranch}
          placeholder={t('cards.branchPlaceholder')}
          maxLength={BANK_CARD_LIMITS.branchMax}
          clearable
        />
      </FormField>
      <PayPasswordField value={payPassword} onChange={setPayPassword} />
      {realname && !SHOW_OWNER_NAME_FIELD ? (
        <p className="account-form__note">{t('cards.holderNote', { name: realname })}</p>
      ) : null}
      <AccountFormSubmit loading={bind.isPending} disabled={isBusy}>
        {t('cards.submit')}
      </AccountFormSubmit>
      <BankPickerPopup
        visible={isPickerOpen}
        selectedId={bank?.id ?? null}
        onConfirm={setBank}
        onClose={() => setIsPickerOpen(false)}
      />
    </AccountForm>
  );
}

export default AddBankCardPage;
