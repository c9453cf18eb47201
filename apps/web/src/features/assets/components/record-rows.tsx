import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { moneyTextToFen } from '../../../lib/money-text';
import type { BetRecord } from '../api/get-bet-records';
import type { TransRecord } from '../api/get-trans-records';
import type { RecordTab } from '../../../lib/record-tabs';
import {
  betStateLabel,
  depositStateLabel,
  transferStateLabel,
  withdrawStateLabel,
  type StateLabel,
} from './record-states';

export function StateTag({ label }: { label: StateLabel | null }) {
  if (!label) return null;
  return (
    <Tag className="record-row__state" color={label.tone} fill="outline">
      {label.text}
    </Tag>
  );
}

/** A deposit, withdrawal or transfer record (spec-2 §3: amount, created_at, pay_way, out_trade_no, state). */
export function TransRecordRow({ record, tab }: { record: TransRecord; tab: Exclude<RecordTab, 4 | 5> }) {
  const { t } = useTranslation();
  let label: StateLabel | null;
  switch (tab) {
    case 0:
      label = depositStateLabel(record.state, t);
      break;
    case 1:
      label = withdrawStateLabel(record.state, t, record.payout_state);
      break;
    case 2:
    case 3:
      label = transferStateLabel(record.state, t);
      break;
  }
  return (
    <li className="record-row">
      <div className="record-row__main">
        <span className="record-row__title">{record.pay_way}</span>
        <span className="record-row__meta">{record.created_at}</span>
        {record.out_trade_no ? (
          <span className="record-row__meta">{t('assets.orderNo', { no: record.out_trade_no })}</span>
        ) : null}
      </div>
      <div className="record-row__side">
        <strong className="record-row__amount">
          {t('common.currency')}
          {record.amount}
        </strong>
        <StateTag label={label} />
      </div>
    </li>
  );
}

/** Winnings in red, losses in green (the Chinese convention), with an explicit sign. */
function WinLoss({ text }: { text: string }) {
  const fen = moneyTextToFen(text) ?? 0n;
  const className = fen > 0n ? 'record-row__win' : fen < 0n ? 'record-row__loss' : '';
  return <span className={className}>{fen > 0n ? `+${text}` : text}</span>;
}

/** A bet (spec-2 §3: bet_amount, bet_time, Code, win_loss, bet_id, state). */
export function BetRecordRow({ record, platformName }: { record: BetRecord; platformName: string }) {
  const { t } = useTranslation();
  return (
    <li className="record-row">
      <div className="record-row__main">
        <span className="record-row__title">
          {record.game_name || record.Code}
          {platformName ? <small>{platformName}</small> : null}
        </span>
        <span className="record-row__meta">{record.bet_time}</span>
        <span className="record-row__meta">{t('assets.betId', { no: record.bet_id })}</span>
        <span className="record-row__meta">{t('assets.validBet', { amount: record.valid_amount })}</span>
      </div>
      <div className="record-row__side">
        <strong className="record-row__amount">{t('assets.stake', { amount: record.bet_amount })}</strong>
        <span className="record-row__winloss">
          {t('assets.winLoss')} <WinLoss text={record.win_loss} />
        </span>
        <StateTag label={betStateLabel(record.state, t)} />
      </div>
    </li>
  );
}
