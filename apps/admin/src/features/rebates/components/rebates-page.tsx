import type { AdminRebateRowSchema } from '@app/shared/contracts';
import { App, Button, Card, DatePicker, Flex, Popconfirm, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { z } from 'zod';
import { memberColumn, moneyColumn, orNoneColumn, stateColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { QueryError } from '../../../components/query-error';
import { SmallList } from '../../../components/small-list';
import type { Tone } from '../../../components/state-tag';
import { useCan } from '../../../hooks/use-can';
import { useListPage } from '../../../hooks/use-list-page';
import { errorText } from '../../../lib/api-client';
import { zh } from '../../../locales/zh-CN';
import { rebatesList, useRebateDaily, useRerunRebateDay } from '../api/rebates';
import { rebateTexts as r } from '../rebates-texts';

type Rebate = z.infer<typeof AdminRebateRowSchema>;
interface DayTotals {
  day: string;
  rows: number;
  members: number;
  accrued: string;
  claimed: string;
  unclaimed: string;
}

const STATE_TONES: Record<number, Tone> = { 0: 'warning', 1: 'success' };

const DEFAULTS = { username: '', member_id: '', platname: '', state: '', from: '', to: '' };

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'username', label: zh.finance.usernameExact },
  {
    kind: 'select',
    name: 'state',
    label: zh.finance.state,
    options: Object.entries(r.states).map(([value, label]) => ({ value, label })),
  },
  { kind: 'text', name: 'platname', label: r.platname },
  { kind: 'text', name: 'member_id', label: zh.finance.memberId },
  ...DATE_RANGE_FIELDS,
];

const COLUMNS: TableColumnsType<Rebate> = [
  { key: 'day', title: r.day, dataIndex: 'day' },
  memberColumn<Rebate>(zh.finance.member),
  {
    key: 'platform',
    title: r.platform,
    render: (_value, row) => (
      <div className="cell-stack">
        <span>{row.gamename}</span>
        <Typography.Text type="secondary">{row.platname}</Typography.Text>
      </div>
    ),
  },
  moneyColumn<'money', Rebate>('money', r.money, { strong: true, signed: true }),
  stateColumn<Rebate>(zh.finance.state, STATE_TONES),
  { key: 'claim_id', title: r.claimId, render: (_value, row) => row.claim_id ?? zh.common.none },
  { key: 'created_at', title: r.createdAt, dataIndex: 'created_at' },
  { key: 'updated_at', title: r.updatedAt, dataIndex: 'updated_at' },
  orNoneColumn<'claimed_at', Rebate>('claimed_at', r.claimedAt),
];

const DAY_COLUMNS: TableColumnsType<DayTotals> = [
  { key: 'day', title: r.day, dataIndex: 'day' },
  { key: 'rows', title: r.rows, dataIndex: 'rows', align: 'right' },
  { key: 'members', title: r.members, dataIndex: 'members', align: 'right' },
  moneyColumn<'accrued', DayTotals>('accrued', r.accrued, { strong: true, signed: true }),
  moneyColumn<'claimed', DayTotals>('claimed', r.claimed),
  moneyColumn<'unclaimed', DayTotals>('unclaimed', r.unclaimed, { signed: true }),
];

/** Totals per day over the list's date filter (the last 30 days when none). */
function DailyTotals({ from, to }: { from: string; to: string }) {
  const daily = useRebateDaily({ from, to });
  return (
    <Card size="small" title={r.dailyTitle}>
      {daily.isError ? (
        <QueryError error={daily.error} onRetry={() => void daily.refetch()} />
      ) : (
        <SmallList<DayTotals>
          rows={daily.data?.days}
          columns={DAY_COLUMNS}
          rowKey={(row) => row.day}
          loading={daily.isFetching}
          pending={daily.isPending}
        />
      )}
    </Card>
  );
}

/** The staff re-run of one day (promotions.manage): confirm, run, say what changed. */
function RerunDay() {
  const { message } = App.useApp();
  const rerun = useRerunRebateDay();
  const [day, setDay] = useState<Dayjs | null>(null);
  const text = day ? day.format('YYYY-MM-DD') : '';
  return (
    <Card size="small" title={r.rerunTitle}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{r.rerunHint}</Typography.Text>
        <Flex gap={8} wrap>
          <DatePicker
            aria-label={r.rerunDay}
            placeholder={r.rerunDay}
            value={day}
            onChange={setDay}
            disabledDate={(candidate) => candidate.isAfter(new Date(), 'day')}
          />
          <Popconfirm
            title={r.rerunConfirm(text)}
            disabled={!day}
            onConfirm={() =>
              rerun.mutate(text, {
                onSuccess: (result) =>
                  void message.success(r.rerunResult(result.data.bets, result.data.changed, result.data.delta)),
                onError: (error) => void message.error(errorText(error)),
              })
            }
          >
            <Button type="primary" disabled={!day} loading={rerun.isPending}>
              {r.rerun}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Card>
  );
}

/** Rebate rows with filters, per-day totals and the re-run of a day (platform-rules §7, §9). */
export default function RebatesPage() {
  const can = useCan();
  const page = useListPage(rebatesList, { defaults: DEFAULTS, fields: FIELDS, csv: 'rebates' });
  const from = String(page.list.params.from ?? '');
  const to = String(page.list.params.to ?? '');
  return (
    <ListPage
      title={r.title}
      sub={r.sub}
      page={page}
      columns={COLUMNS}
      rowKey="id"
      intro={
        <Flex vertical gap={12}>
          <DailyTotals from={from} to={to} />
          {can('promotions.manage') ? <RerunDay /> : null}
        </Flex>
      }
    />
  );
}
