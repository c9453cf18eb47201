import { BANK_CARD_LIMITS } from '@app/shared/validation';
import { Input } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { FormField } from '../../../components/form-field';

/** 资金密码 of the card, USDT and wallet forms: 6 digits, hidden. */
export function PayPasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('cards.payPassword')}>
      <Input
        type="password"
        value={value}
        onChange={onChange}
        placeholder={t('cards.payPasswordPlaceholder')}
        maxLength={BANK_CARD_LIMITS.payPasswordMax}
        inputMode="numeric"
        autoComplete="off"
      />
    </FormField>
  );
}
