import type { AdminAdjustment } from '@app/shared/contracts';
import { App, Button, Card, Flex, Popconfirm, Space, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CsvButton } from '../../../components/csv-button';
import { FilterBar, type FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { ReasonModal } from '../../../components/reason-modal';
import { ServerTable } from '../../../components/server-table';
import { useListParams } from '../../../lib/list-params';
import { zh } from '../../../locales/zh-CN';
import { useMe } from '../../auth/api/get-me';
import { useCan } from '../../auth/hooks/use-can';
import { useApproveAdjustment } from '../api/approve-adjustment';
import { ADJUSTMENTS_PATH, useAdjustments } from '../api/list-adjustments';
import { useRejectAdjustment } from '../api/reject-adjustment';
import { adjustmentColumns } from './adjustment-columns';
import { AdjustmentLimitCard } from './adjustment-limit-card';

const a = zh.adjustments;

const DEFAULTS = { sort: 'created_at', state: '', username: '', member_id: '', from: '', to: '' };

const FIELDS: FilterField[] = [
  {
    kind: 'select',
    name: 'state',
    label: a.state,
    options: [
      { value: '0', label: a.waiting },
      { value: '1', label: a.applied },
      { value: '2', label: a.rejected },
    ],
  },
  { kind: 'text', name: 'username', label: zh.finance.usernameExact },
  { kind: 'text', name: 'member_id', label: a.memberId },
  { kind: 'date', name: 'from', label: zh.common.from },
  { kind: 'date', name: 'to', label: zh.common.to },
];

/**
 * Every balance adjustment; those above the single-approval limit wait here (state 0) for a second
 * staff member with `members.approve_adjustment` (never the one who asked for it).
 */
export default function AdjustmentsPage() {
  const list = useListParams(DEFAULTS);
  const adjustments = useAdjustments(list.params);
  const can = useCan();
  const me = useMe();
  const { message } = App.useApp();
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const [rejecting, setRejecting] = useState<AdminAdjustment | null>(null);
  const canDecide = can('members.approve_adjustment');

  const columns: TableColumnsType<AdminAdjustment> = [
    ...adjustmentColumns(true),
    ...(canDecide
      ? [
          {
            key: 'actions',
            title: zh.common.actions,
            fixed: 'right' as const,
            render: (_value: unknown, row: AdminAdjustment) => {
              if (row.state !== 0) return null;
              // The server refuses a self-review too; the button says so before anyone tries.
              const isMine = row.requested_by === me.data?.username;
              return (
                <Space size={4}>
                  <Popconfirm
                    disabled={isMine || approve.isPending}
                    title={a.approveConfirm(row.amount, row.username)}
                    okText={a.approve}
                    cancelText={zh.common.cancel}
                    onConfirm={() =>
                      approve.mutate(
                        { id: row.id, memberId: row.member_id },
                        { onSuccess: ({ message: text }) => void message.success(text) },
                      )
                    }
                  >
                    <Tooltip title={isMine ? a.selfReview : undefined}>
                      <Button
                        size="small"
                        type="primary"
                        loading={approve.isPending && approve.variables.id === row.id}
                        disabled={isMine || approve.isPending}
                      >
                        {a.approve}
                      </Button>
                    </Tooltip>
                  </Popconfirm>
                  <Button size="small" danger onClick={() => setRejecting(row)} disabled={approve.isPending}>
                    {a.reject}
                  </Button>
                </Space>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader title={a.title} />
      <AdjustmentLimitCard />
      <Card size="small">
        <FilterBar
          fields={FIELDS}
          list={list}
          extra={<CsvButton path={ADJUSTMENTS_PATH} params={list.params} name="adjustments" />}
        />
      </Card>
      <Card size="small">
        <ServerTable
          query={adjustments}
          list={list}
          columns={columns}
          rowKey="id"
          sortKeys={['created_at', 'amount']}
        />
      </Card>
      <ReasonModal
        open={rejecting !== null}
        title={a.rejectTitle}
        okText={a.reject}
        pending={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => {
          if (!rejecting) return;
          reject.mutate(
            { id: rejecting.id, memberId: rejecting.member_id, reason },
            {
              onSuccess: ({ message: text }) => {
                void message.success(text);
                setRejecting(null);
              },
            },
          );
        }}
      />
    </Flex>
  );
}
