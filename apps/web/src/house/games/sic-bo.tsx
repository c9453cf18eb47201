import { SIC_BO_PAYTABLE, type SicBoSelection } from '@app/house-games';
import { useTranslation } from '../../lib/i18n';
import { BetCell } from '../components/bet-cell';
import { DiceRow } from '../components/dice';
import { stakeOn, type BetSlip } from '../utils/bet-slip';
import { diceTraits, readDiceOutcome } from '../utils/outcomes';
import type { Selection } from '../utils/wire-bets';
import { useRevealTimeline, type StageProps } from './stage';

const ROLL_MS = 900;

/** Three dice: they tumble while the round is out, then land on the outcome. */
export function SicBoStage({ result, phase, onRevealed }: StageProps) {
  const { t } = useTranslation();
  const view = readDiceOutcome(result?.outcome);
  useRevealTimeline(phase, [], () => undefined, onRevealed, ROLL_MS);
  const rolling = phase !== 'idle';
  return (
    <div className="dice-stage">
      <DiceRow dice={view?.dice ?? [1, 2, 3]} rolling={rolling} />
      <p className="dice-stage__result" aria-live="polite">
        {rolling ? t('house.rolling') : view ? `${view.total}点 · ${diceTraits(view, 11)}` : '\u00a0'}
      </p>
    </div>
  );
}

interface BoardProps {
  slip: BetSlip;
  disabled: boolean;
  onPlace: (selection: Selection) => void;
}

function entriesOf(type: SicBoSelection['type']) {
  return SIC_BO_PAYTABLE.filter((entry) => entry.selection.type === type);
}

/** Big/small/odd/even, totals 4–17, triples, doubles, singles and combinations (the engine's table). */
/** The cell text: the section title says the kind, the cell only the faces or total. */
function cellLabel(selection: SicBoSelection, name: string): string {
  switch (selection.type) {
    case 'total':
      return String(selection.total);
    case 'triple':
      return String(selection.face).repeat(3);
    case 'double':
      return String(selection.face).repeat(2);
    case 'single':
      return String(selection.face);
    case 'combination':
      return `${selection.faces[0]}${selection.faces[1]}`;
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
    case 'any-triple':
      return name;
  }
}

export function SicBoBoard({ slip, disabled, onPlace }: BoardProps) {
  const cell = (entry: (typeof SIC_BO_PAYTABLE)[number], tone?: 'red' | 'blue' | 'green' | 'gold', wide = false) => {
    const selection = entry.selection as Selection;
    return (
      <BetCell
        key={entry.name}
        label={cellLabel(entry.selection, entry.name)}
        odds={entry.selection.type === 'single' ? '1~3:1' : entry.odds}
        stakeFen={stakeOn(slip, selection)}
        disabled={disabled}
        tone={tone}
        wide={wide}
        onPlace={() => onPlace(selection)}
      />
    );
  };
  return (
    <div className="bet-board bet-board--sic-bo">
      <div className="bet-board__row bet-board__row--4">
        {entriesOf('big').map((entry) => cell(entry, 'red', true))}
        {entriesOf('small').map((entry) => cell(entry, 'blue', true))}
        {entriesOf('odd').map((entry) => cell(entry, 'green', true))}
        {entriesOf('even').map((entry) => cell(entry, 'gold', true))}
      </div>
      <h3 className="bet-board__title">点数（三颗骰子之和）</h3>
      <div className="bet-board__row bet-board__row--7">{entriesOf('total').map((entry) => cell(entry))}</div>
      <h3 className="bet-board__title">围骰（指定豹子）/ 全围</h3>
      <div className="bet-board__row bet-board__row--7">
        {entriesOf('triple').map((entry) => cell(entry))}
        {entriesOf('any-triple').map((entry) => cell(entry, 'gold'))}
      </div>
      <h3 className="bet-board__title">对子（至少两颗相同）</h3>
      <div className="bet-board__row bet-board__row--6">{entriesOf('double').map((entry) => cell(entry))}</div>
      <h3 className="bet-board__title">三军（出现 1/2/3 颗赔 1/2/3 倍）</h3>
      <div className="bet-board__row bet-board__row--6">{entriesOf('single').map((entry) => cell(entry))}</div>
      <h3 className="bet-board__title">组合（两个点数同时出现）</h3>
      <div className="bet-board__row bet-board__row--5">{entriesOf('combination').map((entry) => cell(entry))}</div>
    </div>
  );
}
