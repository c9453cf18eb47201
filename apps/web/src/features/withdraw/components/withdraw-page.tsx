import type { WithdrawRequestSchema } from '@app/shared/contracts';
import type { z } from 'zod';
import { formatFen } from '@app/shared/money';
import { validateWithdraw, WITHDRAW_INPUT_MAX_LENGTH, type WithdrawTarget } from '@app/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { Input, NoticeBar, Tabs } from 'antd-mobile';
import { openAlertDialog } from '../../../lib/open-confirm-dialog';
import { AddOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { LoginPrompt } from '../../../components/login-prompt';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { assetsRecordsPath } from '../../../lib/record-tabs';
import { ChannelGrid } from '../../../components/channel-grid';
import { AmountInput, MoneyField, MoneySectionTitle, MoneySubmit } from '../../../components/money-form';
import { useRefreshWallet } from '../../../hooks/use-refresh-wallet';
import { formatLimit, moneyTextToFen } from '../../../lib/money-text';
import { serverMessageOf } from '../../../lib/server-message';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWithdrawTypes, withdrawTypesQueryKey } from '../api/get-withdraw-types';
import { useMobileGate } from '../hooks/use-mobile-gate';
import { MOBILE_REQUIRED_NEXT } from '../utils/mobile-gate';
import { useTurnoverOutstanding } from '../hooks/use-turnover-outstanding';
import { estimateReceipt } from '../utils/estimate-receipt';
import { BankCardPicker } from './bank-card-picker';
import '../../../components/layout-blocks.css';
import '../../../components/money-page.css';
import './withdraw.css';
import { showToast } from '../../../lib/show-toast';

/**
 * Tab index of the withdraw screen (spec-2 §4): 0 the virtual-coin (USDT address) tab, which exists
 * but is hidden (spec-2 §2), 1 bank card 人民币取款, 2 wallet 钱包取款.
 */
type WithdrawTab = 0 | 1 | 2;
const VIRTUAL_COIN_TAB = 0;
const BANK_TAB = 1;
const WALLET_TAB = 2;

/** The member goes to the withdraw records 1.5 s after a withdrawal (spec-2 §4, §9). */
const REDIRECT_AFTER_WITHDRAW_MS = 1500;

function parseTab(key: string): WithdrawTab {
  if (key === String(WALLET_TAB)) return WALLET_TAB;
  if (key === String(VIRTUAL_COIN_TAB)) return VIRTUAL_COIN_TAB;
  return BANK_TAB;
}

/**
 * /withdraw (spec-2 §2, §4, §5): bank-card and wallet tabs, amount within the channel's range,
 * payment password, `POST /api/withdraw`; needs a logged-in member with a verified mobile.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const gate = useMobileGate();
  const types = useWithdrawTypes(gate === 'verified');
  const turnoverFen = useTurnoverOutstanding();
  const withdrawal = useCreateWithdrawal();

  const [chosenTab, setChosenTab] = useState<WithdrawTab | null>(null);
  const [cardId, setCardId] = useState<number | null>(null);
  const [chosenWalletId, setChosenWalletId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [isLeaving, setIsLeaving] = useState(false);
  const hasAlerted = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // No verified mobile: 系统提示, then the phone page (spec-2 §4 said /accountCenter; issue #13).
  useEffect(() => {
    if (gate !== 'missing' || hasAlerted.current) return;
    hasAlerted.current = true;
    void openAlertDialog({
      title: t('withdraw.mobileRequiredTitle'),
      content: t('withdraw.mobileRequired'),
      confirmText: t('common.confirm'),
    }).then(() => navigate(MOBILE_REQUIRED_NEXT, { replace: true }));
  }, [gate, navigate, t]);

  // A visitor is asked to log in, and comes back here after it, before any word about a phone.
  if (gate === 'visitor') return <LoginPrompt />;
  if (gate === 'checking') return <LoadingState />;
  if (gate === 'missing') return <div className="money-page" />;
  if (types.isPending) return <LoadingState />;
  if (types.isError)
    return <ErrorState description={serverMessageOf(types.error)} onRetry={() => void types.refetch()} />;

  const { bank, wallets } = types.data;
  const tab: WithdrawTab = chosenTab ?? (bank ? BANK_TAB : WALLET_TAB);
  // Loading the types selects the first wallet channel (spec-2 §4).
  const wallet = wallets.find((item) => item.id === chosenWalletId) ?? wallets[0] ?? null;
  // The bank tab takes its range from the bank entry, the wallet tab from the chosen channel.
  const limits = tab === BANK_TAB ? bank : tab === WALLET_TAB ? wallet : null;
  const minFen = (limits && moneyTextToFen(limits.min_price)) ?? 0n;
  const maxFenLimit = (limits && moneyTextToFen(limits.max_price)) ?? 0n;
  const boundAddress = wallet && wallet.is_bind === 1 ? wallet.address : '';
  const isBusy = withdrawal.isPending || isLeaving;

  // Switching tabs clears amount, password and chosen card (spec-2 §4).
  function switchTab(next: WithdrawTab) {
    if (next === tab) return;
    setChosenTab(next);
    setAmount('');
    setPassword('');
    setCardId(null);
  }

  function submit() {
    if (isBusy) return;
    let target: WithdrawTarget;
    if (tab === BANK_TAB) target = { tab: 'bank', cardId };
    else if (tab === WALLET_TAB) target = { tab: 'wallet', channelId: wallet?.id ?? null, boundAddress };
    else return;
    const message = validateWithdraw({ ...target, amount, minFen, maxFen: maxFenLimit, payPassword: password });
    if (message) {
      showToast({ content: message });
      return;
    }
    let payload: z.input<typeof WithdrawRequestSchema>;
    if (tab === BANK_TAB && cardId !== null) {
      payload = { amount: amount.trim(), password, type: 1, bank: cardId, aisle_id: '' };
    } else if (tab === WALLET_TAB && wallet) {
      payload = { amount: amount.trim(), password, type: 2, bank: wallet.bank_id, aisle_id: wallet.id };
    } else {
      return;
    }
    withdrawal.mutate(payload, {
      onSuccess: (serverMessage) => {
        showToast({ icon: 'success', content: serverMessage });
        setAmount('');
        setPassword('');
        setCardId(null);
        setIsLeaving(true);
        refreshWallet();
        void queryClient.invalidateQueries({ queryKey: withdrawTypesQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['assets-records'] });
        redirectTimer.current = window.setTimeout(() => {
          void navigate(assetsRecordsPath(1));
        }, REDIRECT_AFTER_WITHDRAW_MS);
      },
    });
  }

  const estimate = tab === WALLET_TAB && wallet ? estimateReceipt(wallet, amount) : null;
  const hasForm = (tab === BANK_TAB && bank !== null) || (tab === WALLET_TAB && wallet !== null);

  return (
    <div className="withdraw-page">
      <Tabs className="sticky-tabs withdraw-tabs" activeKey={String(tab)} onChange={(key) => switchTab(parseTab(key))}>
        <Tabs.Tab key={String(BANK_TAB)} title={t('withdraw.tabBank')} />
        <Tabs.Tab key={String(WALLET_TAB)} title={t('withdraw.tabWallet')} />
      </Tabs>
      <div className="money-page">
        {turnoverFen > 0n ? (
          <NoticeBar
            className="withdraw-turnover"
            color="alert"
            wrap
            content={t('withdraw.turnover', { amount: formatFen(turnoverFen) })}
          />
        ) : null}

        {tab === BANK_TAB ? (
          bank ? (
            <section className="money-section">
              <MoneySectionTitle title={t('withdraw.cardsTitle')} />
              <BankCardPicker cards={bank.info} selectedId={cardId} onSelect={setCardId} />
            </section>
          ) : (
            <EmptyState text={t('withdraw.bankClosed')} />
          )
        ) : null}

        {tab === WALLET_TAB ? (
          wallet ? (
            <>
              <section className="money-section">
                <MoneySectionTitle title={t('withdraw.walletsTitle')} />
                <ChannelGrid
                  label={t('withdraw.walletsTitle')}
                  selectedId={wallet.id}
                  onSelect={setChosenWalletId}
                  items={wallets.map((item) => ({
                    id: item.id,
                    logo: item.logo,
                    name: item.name,
                    range: t('wallet.rangeShort', {
                      min: formatLimit(item.min_price),
                      max: formatLimit(item.max_price),
                    }),
                    gift: item.gift_info,
                  }))}
                />
                {wallet.withdraw_desc ? <p className="money-desc">{wallet.withdraw_desc}</p> : null}
              </section>
              <section className="money-section">
                <MoneySectionTitle title={t('withdraw.address')} />
                {boundAddress ? (
                  <div className="wallet-address">{boundAddress}</div>
                ) : (
                  <Link className="bank-card bank-card--add" to={`${paths.bankCard}?type=2`}>
                    <AddOutline aria-hidden="true" />
                    {t('withdraw.bindAddress')}
                  </Link>
                )}
              </section>
            </>
          ) : (
            <EmptyState text={t('withdraw.noWallets')} />
          )
        ) : null}

        {hasForm && limits ? (
          <section className="money-section">
            <p className="money-field__hint withdraw-range">
              {t('withdraw.range', { min: formatLimit(limits.min_price), max: formatLimit(limits.max_price) })}
            </p>
            <MoneyField label={t('withdraw.amount')} withCurrency>
              <AmountInput
                value={amount}
                onChange={setAmount}
                placeholder={t('withdraw.amountPlaceholder')}
                maxLength={WITHDRAW_INPUT_MAX_LENGTH}
              />
            </MoneyField>
            {tab === WALLET_TAB && wallet ? (
              <div className="money-figures">
                <span>
                  {t('withdraw.estimate')}
                  <strong>{estimate ?? '--'}</strong> {wallet.name}
                </span>
                <span>{t('withdraw.rateFee', { rate: wallet.rate, fee: wallet.fee })}</span>
              </div>
            ) : null}
            <MoneyField label={t('withdraw.payPassword')}>
              <Input
                type="password"
                value={password}
                onChange={setPassword}
                placeholder={t('withdraw.payPasswordPlaceholder')}
                maxLength={WITHDRAW_INPUT_MAX_LENGTH}
                autoComplete="off"
              />
            </MoneyField>
            <MoneySubmit loading={withdrawal.isPending} disabled={isBusy} onClick={submit}>
              {t('withdraw.submit')}
            </MoneySubmit>
            <p className="money-service">
              {t('withdraw.serviceHint')}
              <Link to={paths.myNews}>{t('withdraw.service')}</Link>
            </p>
          </section>
        ) : null}
      </div>
    </div>
  );
}

export default WithdrawPage;
