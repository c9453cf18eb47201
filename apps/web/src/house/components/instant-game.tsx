import { formatFen, sumFen } from '@app/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../hooks/use-session';
import { moneyTextToFen } from '../../lib/money-text';
import { isApiError } from '../../lib/api-client';
import { fairnessQueryKey } from '../api/get-fairness';
import { houseBalanceQueryKey, useHouseBalance } from '../api/get-house-balance';
import { houseRoundsQueryKey } from '../api/get-house-rounds';
import { playRound } from '../api/play-round';
import type { HouseRound, PlayRoundResult, WireBet } from '../api/read-house';
import { BaccaratBoard, BaccaratStage } from '../games/baccarat';
import { DragonTigerBoard, DragonTigerStage } from '../games/dragon-tiger';
import { SicBoBoard, SicBoStage } from '../games/sic-bo';
import { SlotsStage, SpinStakes } from '../games/slots';
import type { Phase, StageProps } from '../games/stage';
import { addChip, EMPTY_SLIP, slipToWire, slipTotalFen, type BetSlip } from '../utils/bet-slip';
import { siteLoginPath, type InstantGameCode } from '../utils/house-games';
import { toWireBet, type Selection } from '../utils/wire-bets';
import { ChipBar } from './chip-bar';
import { FairnessPanel } from './fairness-panel';
import { RoundHistory } from './round-history';
import { RulesPanel } from './rules-panel';
import { openTransferPopup } from './transfer-popup-state';

type ResultMessage = { tone: 'win' | 'push' | 'lose'; text: string };

function Stage({ game, ...props }: StageProps & { game: InstantGameCode }) {
  switch (game) {
    case 'slots':
      return <SlotsStage {...props} />;
    case 'sic-bo':
      return <SicBoStage {...props} />;
    case 'baccarat':
      return <BaccaratStage {...props} />;
    case 'dragon-tiger':
      return <DragonTigerStage {...props} />;
  }
}

function Board({
  game,
  ...props
}: {
  game: InstantGameCode;
  slip: BetSlip;
  disabled: boolean;
  onPlace: (selection: Selection) => void;
}) {
  switch (game) {
    case 'slots':
      return null;
    case 'sic-bo':
      return <SicBoBoard {...props} />;
    case 'baccarat':
      return <BaccaratBoard {...props} />;
    case 'dragon-tiger':
      return <DragonTigerBoard {...props} />;
  }
}

/**
 * An instant house game (slots, sic bo, baccarat, dragon-tiger): stake, one round per request
 * (`POST /api/house/{game}/play`), the reveal animation, then history, fairness and rules tabs.
 */
export function InstantGame({ game }: { game: InstantGameCode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const house = useHouseBalance();
  const [slip, setSlip] = useState<BetSlip>(EMPTY_SLIP);
  const [lastSlip, setLastSlip] = useState<BetSlip | null>(null);
  const [chipFen, setChipFen] = useState(1000n);
  const [spinStakeFen, setSpinStakeFen] = useState(200n);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<PlayRoundResult | null>(null);
  const [message, setMessage] = useState<ResultMessage | null>(null);
  const [tab, setTab] = useState('history');
  const [verifyRound, setVerifyRound] = useState<HouseRound | null>(null);
  const busy = phase !== 'idle';

  async function play() {
    if (busy) return;
    if (!session.isLoggedIn) {
      window.location.assign(siteLoginPath(game));
      return;
    }
    const bets: WireBet[] = game === 'slots' ? [toWireBet({ type: 'spin' }, spinStakeFen)] : slipToWire(slip);
    if (bets.length === 0) {
      Toast.show({ content: t('house.noBets') });
      return;
    }
    const totalFen = game === 'slots' ? spinStakeFen : slipTotalFen(slip);
    const balanceFen = house.data === undefined ? null : moneyTextToFen(house.data);
    if (balanceFen !== null && totalFen > balanceFen) {
      Toast.show({ content: t('house.insufficient') });
      openTransferPopup();
      return;
    }
    setPhase('playing');
    setMessage(null);
    try {
      const played = await playRound(game, bets);
      setResult(played);
      setPhase('revealing');
      if (game !== 'slots') {
        setLastSlip(slip);
        setSlip(EMPTY_SLIP);
      }
    } catch (error) {
      setPhase('idle');
      // Refusals were toasted with the server's message; a lost connection says nothing else.
      if (isApiError(error) && error.kind === 'server' && error.message === t('house.insufficient'))
        openTransferPopup();
    }
  }

  function revealed() {
    setPhase('idle');
    if (!result) return;
    const payoutFen = moneyTextToFen(result.payout) ?? 0n;
    if (payoutFen === 0n) setMessage({ tone: 'lose', text: t('house.lose') });
    else if (result.settlements.every((settlement) => settlement.result === 'push'))
      setMessage({ tone: 'push', text: t('house.push', { amount: result.payout }) });
    else setMessage({ tone: 'win', text: t('house.win', { amount: result.payout }) });
    queryClient.setQueryData(houseBalanceQueryKey, result.balance);
    void queryClient.invalidateQueries({ queryKey: houseRoundsQueryKey });
    void queryClient.invalidateQueries({ queryKey: fairnessQueryKey });
  }

  const totalFen = game === 'slots' ? spinStakeFen : slipTotalFen(slip);
  const submitLabel = busy ? t('house.playing') : game === 'slots' ? t('house.spin') : t('house.placeBet');

  return (
    <div className="instant-game">
      <section className="game-stage">
        <Stage game={game} result={result} phase={phase} onRevealed={revealed} />
        <p className={`game-stage__message${message ? ` game-stage__message--${message.tone}` : ''}`} role="status">
          {message?.text ?? (result && !busy ? t('house.roundNo', { nonce: result.nonce }) : '\u00a0')}
        </p>
      </section>

      <Board
        game={game}
        slip={slip}
        disabled={busy}
        onPlace={(selection) => setSlip(addChip(slip, selection, chipFen))}
      />

      {game === 'slots' ? (
        <div className="spin-bar">
          <SpinStakes stakeFen={spinStakeFen} onChange={setSpinStakeFen} disabled={busy} />
          <Button
            block
            color="warning"
            shape="rounded"
            size="large"
            className="spin-bar__button"
            loading={busy}
            onClick={() => void play()}
          >
            {submitLabel}
          </Button>
        </div>
      ) : (
        <ChipBar
          chipFen={chipFen}
          onChip={setChipFen}
          totalFen={totalFen}
          busy={busy}
          canRepeat={lastSlip !== null && lastSlip.size > 0}
          onClear={() => setSlip(EMPTY_SLIP)}
          onRepeat={() => lastSlip && setSlip(lastSlip)}
          onSubmit={() => void play()}
          submitLabel={submitLabel}
        />
      )}

      <Tabs activeKey={tab} onChange={setTab} className="house-tabs">
        <Tabs.Tab key="history" title={t('house.tabs.history')}>
          <RoundHistory
            game={game}
            enabled={session.isLoggedIn}
            onVerify={(round) => {
              setVerifyRound(round);
              setTab('fairness');
            }}
          />
        </Tabs.Tab>
        <Tabs.Tab key="fairness" title={t('house.tabs.fairness')}>
          <FairnessPanel game={game} enabled={session.isLoggedIn} round={verifyRound} onPickRound={setVerifyRound} />
        </Tabs.Tab>
        <Tabs.Tab key="rules" title={t('house.tabs.rules')}>
          <RulesPanel game={game} />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}

/** Total staked by a list of wire bets (for history rows). */
export function wireTotal(bets: readonly WireBet[]): string {
  return formatFen(sumFen(bets.map((bet) => moneyTextToFen(bet.amount) ?? 0n)));
}
