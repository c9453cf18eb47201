import { LEDGER_KIND_LABELS, type AdminLedgerTransactionSchema } from '@app/shared/contracts';
import { Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { z } from 'zod';
import { moneyColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS, optionsOf, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { paths } from '../../../config/paths';
import { useListPage } from '../../../hooks/use-list-page';
import { actorOf, recordLink, recordTypeLabel } from '../../../lib/record-links';
import { zh } from '../../../locales/zh-CN';
import { ledgerList } from '../api/search-ledger';
import { LedgerCheckPanel } from './ledger-check-panel';
import { createdAtColumn, MEMBER_ID_FILTER, USERNAME_FILTER } from './order-list';

type LedgerTransaction = z.infer<typeof AdminLedgerTransactionSchema>;
type LedgerEntry = LedgerTransaction['entries'][number];
const f = zh.finance;

const DEFAULTS = {
  username: '',
  member_id: '',
  kind: '',
  reference_type: '',
  reference_id: '',
  idempotency_key: '',
  from: '',
  to: '',
};

/** Every labelled kind, then the reversal of each (冲正·…), as the server stores them. */
const LEDGER_KIND_OPTIONS = [
  ...optionsOf(LEDGER_KIND_LABELS),
  ...Object.entries(LEDGER_KIND_LABELS).map(([kind, label]) => ({
    value: `${kind}_reversal`,
    label: f.reversalOf(label),
  })),
];

const FIELDS: FilterField[] = [
  USERNAME_FILTER,
  { kind: 'select', name: 'kind', label: f.kindLedger, options: LEDGER_KIND_OPTIONS, search: true },
  MEMBER_ID_FILTER,
  { kind: 'text', name: 'reference_type', label: f.referenceType },
  { kind: 'text', name: 'reference_id', label: f.referenceId },
  { kind: 'text', name: 'idempotency_key', label: f.idempotencyKey },
  ...DATE_RANGE_FIELDS,
];

const COLUMNS: TableColumnsType<LedgerTransaction> = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 72 },
  {
    key: 'kind',
    title: f.kindLedger,
    render: (_value, row) => (
      <Flex gap={4} wrap align="center">
        <Tag title={row.kind}>{row.kind_label}</Tag>
        {row.reverses_transaction_id !== null ? (
          <Tag color="orange">{f.reverses(row.reverses_transaction_id)}</Tag>
        ) : null}
      </Flex>
    ),
  },
  {
    key: 'key',
    title: f.idempotencyKey,
    render: (_value, row) => <Typography.Text code>{row.idempotency_key}</Typography.Text>,
  },
  {
    key: 'reference',
    title: f.referenceType,
    render: (_value, row) => <RecordRef type={row.reference_type} id={row.reference_id} />,
  },
  {
    key: 'actor',
    title: f.actor,
    render: (_value, row) => {
      const actor = actorOf(row.actor_type, row.actor_id);
      return actor.link ? <Link to={actor.link}>{actor.text}</Link> : actor.text;
    },
  },
  { key: 'memo', title: f.memo, dataIndex: 'memo', ellipsis: true, width: 180 },
  { key: 'entries', title: f.entries, render: (_value, row) => row.entries.length },
  createdAtColumn(),
];

/** A ledger reference in Chinese, linked to its order where the back office has a list of them. */
function RecordRef({ type, id }: { type: string; id: string }) {
  const link = recordLink(type, id);
  return (
    <Flex vertical gap={0}>
      <Typography.Text type="secondary">{recordTypeLabel(type)}</Typography.Text>
      {link ? <Link to={link}>{id}</Link> : <span>{id}</span>}
    </Flex>
  );
}

const ENTRY_COLUMNS: TableColumnsType<LedgerEntry> = [
  {
    key: 'account',
    title: f.account,
    render: (_value, row) =>
      row.member_id !== null ? <Link to={paths.member(row.member_id)}>{row.account_label}</Link> : row.account_label,
  },
  {
    key: 'code',
    title: f.accountCode,
    render: (_value, row) => (
      <Typography.Text code type="secondary">
        {row.account_code}
      </Typography.Text>
    ),
  },
  moneyColumn('amount', f.amount, { signed: true }),
  moneyColumn('balance_after', f.balanceAfter),
];

/** Ledger search (a row opens its entries) and the invariant check. */
export default function LedgerPage() {
  const page = useListPage(ledgerList, { defaults: DEFAULTS, fields: FIELDS, csv: 'ledger' });
  return (
    <ListPage
      title={f.ledgerTitle}
      page={page}
      intro={<LedgerCheckPanel />}
      columns={COLUMNS}
      rowKey="id"
      expandable={{
        expandedRowRender: (row) => (
          <Table<LedgerEntry>
            size="small"
            rowKey={(entry) => `${entry.account_code}:${entry.amount}:${entry.balance_after}`}
            columns={ENTRY_COLUMNS}
            dataSource={row.entries}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        ),
      }}
    />
  );
}
