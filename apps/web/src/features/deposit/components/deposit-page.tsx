import { AMOUNT_MAX_FEN } from '@app/shared/money';
import { DEPOSIT_MESSAGES, keepDigits, validateDeposit, validateDepositAmountRange } from '@app/shared/validation';
import { Input } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { ChannelGrid } from '../../../components/channel-grid';
import { MoneySectionTitle, MoneySubmit } from '../../../components/money-form';
import { formatLimit, moneyTextToFen } from '../../../lib/money-text';
import { serverMessageOf } from '../../../lib/server-message';
import { useCreateRecharge } from '../api/create-recharge';
import { useRechargeChannels, type RechargeChannel } from '../api/get-recharge-channels';
import { useRechargeTypes } from '../api/get-recharge-types';
import { depositQuantity, hasForeignRate } from '../utils/deposit-quantity';
import '../../../components/layout-blocks.css';
import '../../../components/money-page.css';
import { showToast } from '../../../lib/show-toast';

/** Channels shown before the expand control (spec-2 §9). */
const VISIBLE_CHANNELS = 4;

/**
 * /deposit (spec-2 §2, §4, §5): payment types, the channels of the chosen type, the amount (free
 * digits and/or fixed buttons), the rate and quantity, 下一步 → `recharge` → the payment page.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const types = useRechargeTypes();
  const [chosenTypeId, setChosenTypeId] = useState<number | null>(null);
  const typeList = types.data ?? [];
  // On load the first type is selected (spec-2 §4).
  const type = typeList.find((item) => item.id === chosenTypeId) ?? typeList[0] ?? null;

  const channels = useRechargeChannels(type?.id ?? null);
  const [chosenChannelId, setChosenChannelId] = useState<number | null>(null);
  const channelList = channels.data ?? [];
  // ... and its first channel.
  const channel = channelList.find((item) => item.id === chosenChannelId) ?? channelList[0] ?? null;

  const [amount, setAmount] = useState('');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [isExpanded, setIsExpanded] = useState(false);
  const recharge = useCreateRecharge();

  const minFen = (channel && moneyTextToFen(channel.min_price)) ?? 0n;
  const maxFen = (channel && moneyTextToFen(channel.max_price)) ?? AMOUNT_MAX_FEN;
  const showsRate = type !== null && hasForeignRate(type.rate);

  function selectType(id: number) {
    if (id === type?.id) return;
    setChosenTypeId(id);
    setChosenChannelId(null);
    setIsExpanded(false);
    setAmount('');
    setRangeError(null);
  }

  // Changing channel clears amount and error (spec-2 §4).
  function selectChannel(next: RechargeChannel) {
    if (next.id === channel?.id) return;
    setChosenChannelId(next.id);
    setAmount('');
    setRangeError(null);
  }

  function changeAmount(text: string) {
    setAmount(text);
    setRangeError(validateDepositAmountRange({ amount: text, minFen, maxFen }));
  }

  function submit() {
    const message = validateDeposit({ channelId: channel?.id ?? null, amount, minFen, maxFen });
    if (message || !channel) {
      showToast({ content: message ?? DEPOSIT_MESSAGES.channelRequired });
      return;
    }
    recharge.mutate(
      { aisle_id: channel.id, amount },
      {
        onSuccess: ({ pay_url }) => {
          setAmount('');
          setRangeError(null);
          // The payment page is served by the server outside the SPA (cashier or offline instructions).
          window.location.assign(pay_url);
        },
        onError: (error) => {
          // A refusal's msg was toasted by the api client; a missing or unsafe pay_url was not.
          if (!isApiError(error)) showToast({ icon: 'fail', content: t('wallet.payUrlInvalid') });
        },
      },
    );
  }

  if (types.isPending) return <LoadingState />;
  if (types.isError)
    return <ErrorState description={serverMessageOf(types.error)} onRetry={() => void types.refetch()} />;
  if (!type) return <EmptyState text={t('deposit.noTypes')} />;

  const visibleChannels = isExpanded ? channelList : channelList.slice(0, VISIBLE_CHANNELS);

  return (
    <div className="money-page deposit-page">
      <section className="money-section">
        <MoneySectionTitle title={t('deposit.typesTitle')} />
        <ChannelGrid
          label={t('deposit.typesTitle')}
          selectedId={type.id}
          onSelect={selectType}
          items={typeList.map((item) => ({
            id: item.id,
            logo: item.logo,
            name: item.name,
            range: t('wallet.rangeShort', { min: formatLimit(item.min_price), max: formatLimit(item.max_price) }),
            gift: item.gift_info,
            footer: item.download_url ? (
              <a href={item.download_url} target="_blank" rel="noopener noreferrer">
                {t('deposit.download')}
              </a>
            ) : undefined,
          }))}
        />
        {type.recharge_desc ? <p className="money-desc">{type.recharge_desc}</p> : null}
      </section>

      <section className="money-section">
        <MoneySectionTitle title={t('deposit.channelsTitle')} />
        {channels.isPending ? (
          <LoadingState />
        ) : channels.isError ? (
          <ErrorState description={serverMessageOf(channels.error)} onRetry={() => void channels.refetch()} />
        ) : channelList.length === 0 ? (
          <EmptyState text={t('deposit.noChannels')} />
        ) : (
          <>
            <div className="option-grid" role="radiogroup" aria-label={t('deposit.channelsTitle')}>
              {visibleChannels.map((item) => {
                const isSelected = item.id === channel?.id;
                return (
                  <button
                    key={item.id}
                    type="button"
                    role="radio"
                    aria-checked={isSelected}
                    className={isSelected ? 'option-grid__item option-grid__item--active' : 'option-grid__item'}
                    onClick={() => selectChannel(item)}
                  >
                    {item.name}
                    <small>
                      {t('wallet.rangeShort', { min: formatLimit(item.min_price), max: formatLimit(item.max_price) })}
                    </small>
                  </button>
                );
              })}
            </div>
            {channelList.length > VISIBLE_CHANNELS ? (
              <button type="button" className="option-grid__toggle" onClick={() => setIsExpanded((value) => !value)}>
                {isExpanded ? t('deposit.collapse') : t('deposit.expand')}
                {isExpanded ? <UpOutline /> : <DownOutline />}
              </button>
            ) : null}
          </>
        )}
      </section>

      {channel ? (
        <section className="money-section">
          <MoneySectionTitle
            title={t('deposit.amountTitle')}
            aside={
              <small className="money-section__aside">
                {t('deposit.amountRange', { min: formatLimit(channel.min_price), max: formatLimit(channel.max_price) })}
              </small>
            }
          />
          {channel.allow_custom_amount === 1 ? (
            <div className="money-field">
              <div className="field-box money-field__box">
                <span className="money-field__prefix">{t('common.currency')}</span>
                <Input
                  value={amount}
                  onChange={(text) => changeAmount(keepDigits(text))}
                  placeholder={t('deposit.amountPlaceholder')}
                  inputMode="numeric"
                  aria-label={t('deposit.amountTitle')}
                  clearable
                />
              </div>
              {rangeError ? (
                <p className="money-field__error" role="alert">
                  {rangeError}
                </p>
              ) : null}
            </div>
          ) : null}
          {channel.need_fixed_amount === 1 && channel.fixed_amounts.length > 0 ? (
            <div
              className="option-grid option-grid--3 money-field"
              role="radiogroup"
              aria-label={t('deposit.amountTitle')}
            >
              {channel.fixed_amounts.map((value) => {
                const text = formatLimit(value);
                const isSelected = amount === text;
                return (
                  <button
                    key={value}
                    type="button"
                    role="radio"
                    aria-checked={isSelected}
                    className={isSelected ? 'option-grid__item option-grid__item--active' : 'option-grid__item'}
                    onClick={() => changeAmount(text)}
                  >
                    {t('common.currency')}
                    {text}
                  </button>
                );
              })}
            </div>
          ) : null}
          {channel.allow_custom_amount !== 1 && channel.need_fixed_amount !== 1 ? (
            <p className="money-field__hint">{t('deposit.noAmountMode')}</p>
          ) : null}
          {showsRate ? (
            <div className="money-figures">
              <span>{t('deposit.rate', { rate: type.rate })}</span>
              <span>
                {t('deposit.quantity')}
                <strong>{depositQuantity(amount, type.rate) ?? '--'}</strong>
              </span>
            </div>
          ) : null}
        </section>
      ) : null}

      <MoneySubmit loading={recharge.isPending} disabled={recharge.isPending} onClick={submit}>
        {t('deposit.next')}
      </MoneySubmit>
      <p className="money-note">{t('deposit.note')}</p>
      <p className="money-service">
        {t('deposit.serviceHint')}
        <Link to={paths.myNews}>{t('deposit.service')}</Link>
      </p>
    </div>
  );
}

export default DepositPage;
