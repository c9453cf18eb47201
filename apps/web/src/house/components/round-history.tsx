import type { HouseGameCode } from '@app/house-games';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from '../../lib/i18n';
import { useHouseRounds } from '../api/get-house-rounds';
import type { HouseRound } from '../api/read-house';
import { outcomeSummary } from '../utils/outcomes';
import { selectionLabel } from '../utils/wire-bets';

function winLossClass(text: string): string {
  if (text.startsWith('-')) return 'money--lose';
  return text === '0.00' ? 'money--even' : 'money--win';
}

export function signed(text: string): string {
  return text.startsWith('-') || text === '0.00' ? text : `+${text}`;
}

/** The member's rounds of this game (`GET /api/house/rounds?game=`), newest first, 20 a page. */
export function RoundHistory({
  game,
  enabled,
  onVerify,
}: {
  game: HouseGameCode;
  enabled: boolean;
  onVerify: (round: HouseRound) => void;
}) {
  const { t } = useTranslation();
  const rounds = useHouseRounds(game, enabled);
  if (!enabled) return <p className="house-empty">{t('house.loginText')}</p>;
  if (rounds.isPending)
    return (
      <div className="house-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (rounds.isError)
    return (
      <ErrorBlock status="disconnected" title={t('common.loadFailed')} description="">
        <Button size="small" onClick={() => void rounds.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    );
  const list = rounds.data.pages.flatMap((page) => page.data);
  if (list.length === 0) return <p className="house-empty">{t('house.history.empty')}</p>;
  return (
    <div className="round-history">
      <ul className="round-list">
        {list.map((round) => (
          <li key={round.round_id} className="round-row">
            <div className="round-row__main">
              <span className="round-row__meta">
                #{round.round_id} · {t('house.roundNo', { nonce: round.nonce })} · {round.created_at}
              </span>
              <span className="round-row__bets">
                {round.bets.map((bet) => `${selectionLabel(game, bet)} ¥${bet.amount}`).join('，')}
              </span>
              <span className="round-row__outcome">{outcomeSummary(game, round.outcome)}</span>
            </div>
            <div className="round-row__side">
              <strong className={winLossClass(round.win_loss)}>{signed(round.win_loss)}</strong>
              <button type="button" className="round-row__verify" onClick={() => onVerify(round)}>
                {t('house.history.verify')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {rounds.hasNextPage ? (
        <Button block fill="none" loading={rounds.isFetchingNextPage} onClick={() => void rounds.fetchNextPage()}>
          {t('house.history.more')}
        </Button>
      ) : (
        <p className="house-empty house-empty--end">{t('house.history.noMore')}</p>
      )}
    </div>
  );
}
