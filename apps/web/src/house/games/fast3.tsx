import { FAST3_PAYTABLE, type Fast3Selection } from '@app/house-games';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Tabs, Toast } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../hooks/use-session';
import { moneyTextToFen } from '../../lib/money-text';
import { fast3BetsQueryKey, useFast3Bets } from '../api/get-fast3-bets';
import { fast3CurrentQueryKey, fast3CurrentQueryOptions } from '../api/get-fast3-current';
import { fast3HistoryQueryKey, useFast3History } from '../api/get-fast3-history';
import { houseBalanceQueryKey, useHouseBalance } from '../api/get-house-balance';
import { placeFast3Bet } from '../api/place-fast3-bet';
import type { Fast3Current, Fast3DrawResult } from '../api/read-house';
import { BetCell } from '../components/bet-cell';
import { ChipBar } from '../components/chip-bar';
import { Die, DiceRow } from '../components/dice';
import { signed } from '../components/round-history';
import { RulesPanel } from '../components/rules-panel';
import { openTransferPopup } from '../components/transfer-popup-state';
import { addChip, EMPTY_SLIP, slipToWire, slipTotalFen, stakeOn, type BetSlip } from '../utils/bet-slip';
import { siteLoginPath } from '../utils/house-games';
import { diceTraits, readDiceOutcome } from '../utils/outcomes';
import { verifyFast3Draw, type Fast3DrawCheck } from '../utils/verify-round';
import { selectionLabel, type Selection } from '../utils/wire-bets';

/** How long after a draw time the page looks every 2 s for its result (the job runs every 5 s). */
const AWAIT_RESULT_MS = 20_000;
const ROLL_MS = 900;

const BOARDS: { key: string; types: Fast3Selection['type'][]; columns: number }[] = [
  { key: 'sum', types: ['sum'], columns: 4 },
  { key: 'bigSmall', types: ['big', 'small', 'odd', 'even'], columns: 4 },
  { key: 'triple', types: ['triple', 'any-triple'], columns: 4 },
  { key: 'double', types: ['double'], columns: 3 },
  { key: 'twoDifferent', types: ['two-different'], columns: 5 },
  { key: 'threeDifferent', types: ['three-different'], columns: 4 },
];

/** The previous draw (whose time is this draw's opening) has no result yet. */
function isAwaitingResult(current: Fast3Current | undefined, fetchedAt: number, now: number): boolean {
  if (!current) return false;
  const last = current.last_results[0];
  const previousDrawAt = current.opens_at;
  const sinceOpen = now - (fetchedAt + current.draws_in_ms - 60_000);
  return (!last || last.draw_at !== previousDrawAt) && sinceOpen >= 0 && sinceOpen < AWAIT_RESULT_MS;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * 一分快三 (platform-rules §4, ADR 0009): the open draw with its countdowns (betting closes 10 s
 * before the draw), the latest result, the bet board, my bets, the draw history with verification.
 */
export function Fast3Game() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const house = useHouseBalance();
  const now = useNow(500);
  const current = useQuery({
    ...fast3CurrentQueryOptions,
    refetchInterval: (query) =>
      isAwaitingResult(query.state.data, query.state.dataUpdatedAt, Date.now()) ? 2000 : 10_000,
  });
  const [slip, setSlip] = useState<BetSlip>(EMPTY_SLIP);
  const [lastSlip, setLastSlip] = useState<BetSlip | null>(null);
  const [chipFen, setChipFen] = useState(1000n);
  const [board, setBoard] = useState('bigSmall');
  const [placing, setPlacing] = useState(false);
  const [tab, setTab] = useState('bets');
  const [rollingUntil, setRollingUntil] = useState(0);
  const shownDraw = useRef<string | null>(null);

  const data = current.data;
  const fetchedAt = current.dataUpdatedAt;
  const closesIn = data ? fetchedAt + data.closes_in_ms - now : 0;
  const drawsIn = data ? fetchedAt + data.draws_in_ms - now : 0;
  const isClosed = data !== undefined && closesIn <= 0;
  const awaiting = isAwaitingResult(data, fetchedAt, now);
  const latest = data?.last_results[0];

  // Betting closed: the server now offers the next draw.
  useEffect(() => {
    if (isClosed) void queryClient.invalidateQueries({ queryKey: fast3CurrentQueryKey });
  }, [isClosed, queryClient]);

  // A new result: roll the dice, then read my bets, the history and the balance again (settled).
  const latestNo = latest?.draw_no ?? null;
  useEffect(() => {
    if (latestNo === null) return;
    if (shownDraw.current !== null && shownDraw.current !== latestNo) {
      setRollingUntil(Date.now() + ROLL_MS);
      void queryClient.invalidateQueries({ queryKey: fast3BetsQueryKey });
      void queryClient.invalidateQueries({ queryKey: fast3HistoryQueryKey });
      void queryClient.invalidateQueries({ queryKey: houseBalanceQueryKey });
    }
    shownDraw.current = latestNo;
  }, [latestNo, queryClient]);

  const rolling = awaiting || now < rollingUntil;

  async function submit() {
    if (placing || !data) return;
    if (!session.isLoggedIn) {
      window.location.assign(siteLoginPath('fast3'));
      return;
    }
    const bets = slipToWire(slip);
    if (bets.length === 0) {
      Toast.show({ content: t('house.noBets') });
      return;
    }
    const balanceFen = house.data === undefined ? null : moneyTextToFen(house.data);
    if (balanceFen !== null && slipTotalFen(slip) > balanceFen) {
      Toast.show({ content: t('house.insufficient') });
      openTransferPopup();
      return;
    }
    setPlacing(true);
    try {
      const placed = await placeFast3Bet(data.draw_no, bets);
      Toast.show({ icon: 'success', content: placed.message || t('house.fast3.placed') });
      queryClient.setQueryData(houseBalanceQueryKey, placed.balance);
      setLastSlip(slip);
      setSlip(EMPTY_SLIP);
      setTab('bets');
      void queryClient.invalidateQueries({ queryKey: fast3BetsQueryKey });
    } catch {
      // Refused (closed, balance): the server's message was toasted; the draw may have moved on.
      void queryClient.invalidateQueries({ queryKey: fast3CurrentQueryKey });
    } finally {
      setPlacing(false);
    }
  }

  const boardDef = BOARDS.find((item) => item.key === board) ?? BOARDS[0];
  const entries = FAST3_PAYTABLE.filter((entry) => boardDef?.types.includes(entry.selection.type));

  return (
    <div className="fast3">
      <section className="fast3-draw" aria-label={t('house.fast3.drawNo', { drawNo: data?.draw_no ?? '' })}>
        {data ? (
          <>
            <div className="fast3-draw__head">
              <strong className="fast3-draw__no">{t('house.fast3.drawNo', { drawNo: data.draw_no })}</strong>
              <span className="fast3-draw__timers">
                {isClosed ? (
                  t('house.fast3.closed')
                ) : (
                  <>
                    {t('house.fast3.closesIn')} <b data-testid="fast3-closes-in">{formatCountdown(closesIn)}</b>
                    <span className="fast3-draw__sep">|</span>
                    {t('house.fast3.drawsIn')} <b>{formatCountdown(drawsIn)}</b>
                  </>
                )}
              </span>
            </div>
            <div className="dice-stage dice-stage--fast3">
              <DiceRow dice={latest?.dice ?? [1, 2, 3]} rolling={rolling} />
              <p className="dice-stage__result" aria-live="polite">
                {rolling
                  ? t('house.rolling')
                  : latest
                    ? `${t('house.fast3.lastDraw', { drawNo: latest.draw_no })} · ${t('house.fast3.sum')} ${latest.sum} · ${
                        latest.is_triple ? '豹子' : `${latest.sum >= 11 ? '大' : '小'} ${latest.sum % 2 ? '单' : '双'}`
                      }`
                    : t('house.fast3.noDraw')}
              </p>
            </div>
            <p className="fast3-draw__hash mono">
              {t('house.fairness.serverSeedHash')}：{data.server_seed_hash}
            </p>
          </>
        ) : current.isError ? (
          <div className="house-empty">
            {t('common.loadFailed')}{' '}
            <Button size="mini" onClick={() => void current.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="house-loading">
            <DotLoading color="primary" />
          </div>
        )}
      </section>

      <div className="fast3-boards" role="tablist" aria-label={t('house.chips')}>
        {BOARDS.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={item.key === board}
            className="fast3-boards__tab"
            onClick={() => setBoard(item.key)}
          >
            {t(`house.fast3.boards.${item.key}` as 'house.fast3.boards.sum')}
          </button>
        ))}
      </div>
      <div className={`bet-board bet-board--fast3`}>
        <div className={`bet-board__row bet-board__row--${boardDef?.columns ?? 4}`}>
          {entries.map((entry) => {
            const selection = entry.selection as Selection;
            return (
              <BetCell
                key={entry.name}
                label={entry.name.replace(/^(和值|三同号|二同号|二不同号|三不同号) /, '')}
                odds={entry.odds}
                stakeFen={stakeOn(slip, selection)}
                disabled={placing || isClosed}
                onPlace={() => setSlip(addChip(slip, selection, chipFen))}
              />
            );
          })}
        </div>
      </div>
      <ChipBar
        chipFen={chipFen}
        onChip={setChipFen}
        totalFen={slipTotalFen(slip)}
        busy={placing}
        canRepeat={lastSlip !== null && lastSlip.size > 0}
        onClear={() => setSlip(EMPTY_SLIP)}
        onRepeat={() => lastSlip && setSlip(lastSlip)}
        onSubmit={() => void submit()}
        submitLabel={t('house.placeBet')}
        disabled={isClosed || !data}
      />

      <Tabs activeKey={tab} onChange={setTab} className="house-tabs">
        <Tabs.Tab key="bets" title={t('house.tabs.myBets')}>
          <MyFast3Bets enabled={session.isLoggedIn} />
        </Tabs.Tab>
        <Tabs.Tab key="draws" title={t('house.tabs.draws')}>
          <Fast3Draws />
        </Tabs.Tab>
        <Tabs.Tab key="rules" title={t('house.tabs.rules')}>
          <RulesPanel game="fast3" />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}

function MyFast3Bets({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const bets = useFast3Bets(enabled);
  const hasUnsettled = bets.data?.pages.some((page) => page.data.some((bet) => bet.state === 2)) ?? false;
  const queryClient = useQueryClient();
  // While a bet waits for its draw, look again every 5 s (the job's pace).
  useEffect(() => {
    if (!hasUnsettled) return;
    const timer = window.setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: fast3BetsQueryKey });
      void queryClient.invalidateQueries({ queryKey: houseBalanceQueryKey });
    }, 5000);
    return () => window.clearInterval(timer);
  }, [hasUnsettled, queryClient]);

  if (!enabled) return <p className="house-empty">{t('house.loginText')}</p>;
  if (bets.isPending)
    return (
      <div className="house-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (bets.isError) return <p className="house-empty">{t('common.loadFailed')}</p>;
  const list = bets.data.pages.flatMap((page) => page.data);
  if (list.length === 0) return <p className="house-empty">{t('house.history.empty')}</p>;
  return (
    <div className="round-history">
      <ul className="round-list">
        {list.map((bet) => {
          const result = readDiceOutcome(bet.result);
          const settled = bet.state === 1;
          return (
            <li key={bet.bet_id} className="round-row" data-state={settled ? 'settled' : 'unsettled'}>
              <div className="round-row__main">
                <span className="round-row__meta">
                  {t('house.fast3.drawNo', { drawNo: bet.draw_no })} · {bet.created_at}
                </span>
                <span className="round-row__bets">
                  {bet.bets.map((item) => `${selectionLabel('fast3', item)} ¥${item.amount}`).join('，')}
                </span>
                {result ? (
                  <span className="round-row__outcome round-row__dice">
                    {result.dice.map((face, index) => (
                      <Die key={index} face={face} size="small" />
                    ))}
                    {result.total}点 {diceTraits(result, 11)}
                  </span>
                ) : null}
              </div>
              <div className="round-row__side">
                <span className={settled ? 'state-tag state-tag--settled' : 'state-tag'}>
                  {settled ? t('house.fast3.state.settled') : t('house.fast3.state.unsettled')}
                </span>
                {settled ? (
                  <strong className={bet.win_loss.startsWith('-') ? 'money--lose' : 'money--win'}>
                    {signed(bet.win_loss)}
                  </strong>
                ) : (
                  <span className="round-row__stake">¥{bet.stake}</span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {bets.hasNextPage ? (
        <Button block fill="none" loading={bets.isFetchingNextPage} onClick={() => void bets.fetchNextPage()}>
          {t('house.history.more')}
        </Button>
      ) : null}
    </div>
  );
}

function Fast3Draws() {
  const { t } = useTranslation();
  const history = useFast3History(true);
  const [checks, setChecks] = useState<Record<string, Fast3DrawCheck>>({});

  if (history.isPending)
    return (
      <div className="house-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (history.isError) return <p className="house-empty">{t('common.loadFailed')}</p>;
  const list = history.data.pages.flatMap((page) => page.data);

  function check(draw: Fast3DrawResult) {
    if (!draw.server_seed) return;
    const result = verifyFast3Draw({
      drawNo: draw.draw_no,
      serverSeed: draw.server_seed,
      serverSeedHash: draw.server_seed_hash,
      dice: draw.dice,
    });
    setChecks((previous) => ({ ...previous, [draw.draw_no]: result }));
  }

  return (
    <div className="round-history">
      <p className="fairness__intro">{t('house.fairness.drawIntro')}</p>
      {list.length === 0 ? <p className="house-empty">{t('house.fast3.noDraw')}</p> : null}
      <ul className="round-list">
        {list.map((draw) => {
          const result = checks[draw.draw_no];
          return (
            <li key={draw.draw_no} className="round-row">
              <div className="round-row__main">
                <span className="round-row__meta">
                  {t('house.fast3.drawNo', { drawNo: draw.draw_no })} · {draw.draw_at.slice(11)}
                </span>
                <span className="round-row__outcome round-row__dice">
                  {draw.dice.map((face, index) => (
                    <Die key={index} face={face} size="small" />
                  ))}
                  {draw.sum}点{' '}
                  {draw.is_triple ? '豹子' : `${draw.sum >= 11 ? '大' : '小'} ${draw.sum % 2 ? '单' : '双'}`}
                </span>
                <span className="round-row__hash mono">{draw.server_seed ?? t('house.fairness.drawPending')}</span>
                {result ? (
                  <span
                    className={result.verified ? 'verify-inline verify-inline--ok' : 'verify-inline verify-inline--bad'}
                  >
                    {result.verified ? <CheckCircleFill /> : <CloseCircleFill />}
                    {result.verified ? t('house.fairness.passed') : t('house.fairness.failed')}
                  </span>
                ) : null}
              </div>
              <div className="round-row__side">
                <button
                  type="button"
                  className="round-row__verify"
                  disabled={!draw.server_seed}
                  onClick={() => check(draw)}
                >
                  {t('house.history.verify')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {history.hasNextPage ? (
        <Button block fill="none" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {t('house.history.more')}
        </Button>
      ) : null}
    </div>
  );
}
