import type { AdminBetRowSchema } from '@app/shared/contracts';
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { z } from 'zod';
import { dateRangeField, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { Money } from '../../../components/money';
import { StateTag, type Tone } from '../../../components/state-tag';
import { paths } from '../../../config/paths';
import { useListPage } from '../../../hooks/use-list-page';
import { zh } from '../../../locales/zh-CN';
import { betsList } from '../api/list-bets';

type Bet = z.infer<typeof AdminBetRowSchema>;
const g = zh.games;

const STATE_TONES: Record<number, Tone> = { 0: 'default', 1: 'success', 2: 'processing' };

const DEFAULTS = {
  sort: 'bet_at',
  username: '',
  member_id: '',
  platname: '',
  category: '',
  state: '',
  game_code: '',
  bet_id: '',
  from: '',
  to: '',
};

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'username', label: zh.finance.usernameExact },
  {
    kind: 'select',
    name: 'state',
    label: zh.finance.state,
    options: Object.entries(g.betStates).map(([value, label]) => ({ value, label })),
  },
  { kind: 'text', name: 'platname', label: g.platname },
  { kind: 'text', name: 'category', label: g.category },
  { kind: 'text', name: 'game_code', label: g.gameCode },
  { kind: 'text', name: 'bet_id', label: g.betId },
  { kind: 'text', name: 'member_id', label: zh.finance.memberId },
  dateRangeField(),
];

const COLUMNS: TableColumnsType<Bet> = [
  { key: 'bet_id', title: g.betId, render: (_value, row) => <Typography.Text copyable>{row.bet_id}</Typography.Text> },
  {
    key: 'member',
    title: zh.finance.member,
    render: (_value, row) => <Link to={paths.member(row.member_id)}>{row.username}</Link>,
  },
  { key: 'platname', title: zh.finance.platform, dataIndex: 'platname' },
  {
    key: 'game',
    title: g.game,
    render: (_value, row) => (
      <div className="cell-stack">
        <span>{row.game_name || row.game_code}</span>
        <Typography.Text type="secondary">{row.category}</Typography.Text>
      </div>
    ),
  },
  { key: 'stake', title: g.stake, align: 'right', render: (_value, row) => <Money value={row.stake} /> },
  { key: 'valid_bet', title: g.validBet, align: 'right', render: (_value, row) => <Money value={row.valid_bet} /> },
  { key: 'win_loss', title: g.winLoss, align: 'right', render: (_value, row) => <Money value={row.win_loss} signed /> },
  { key: 'payout', title: g.payout, align: 'right', render: (_value, row) => <Money value={row.payout} /> },
  {
    key: 'state',
    title: zh.finance.state,
    render: (_value, row) => <StateTag text={row.state_text} tone={STATE_TONES[row.state] ?? 'default'} />,
  },
  { key: 'bet_at', title: g.betAt, dataIndex: 'bet_at' },
  { key: 'settled_at', title: g.settledAt, render: (_value, row) => row.settled_at || zh.common.none },
];

/** Bet records of every platform, filtered and sorted on the server. */
export default function BetsPage() {
  const page = useListPage(betsList, { defaults: DEFAULTS, fields: FIELDS, csv: 'bets' });
  return <ListPage title={g.betsTitle} page={page} columns={COLUMNS} rowKey="id" />;
}
