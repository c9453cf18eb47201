import type { AdminAdjustment } from '@app/shared/contracts';
import { Button, Popconfirm, Space, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { actionsColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { ReasonModal } from '../../../components/reason-modal';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { useListPage } from '../../../hooks/use-list-page';
import { zh } from '../../../locales/zh-CN';
import { useMe } from '../../../lib/get-me';
import { useCan } from '../../../hooks/use-can';
import { useApproveAdjustment } from '../api/approve-adjustment';
import { adjustmentsList } from '../api/list-adjustments';
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
  ...DATE_RANGE_FIELDS,
];

/**
 * Every balance adjustment; those above the single-approval limit wait here (state 0) for a second
 * staff member with `members.approve_adjustment` (never the one who asked for it).
 */
export default function AdjustmentsPage() {
  const page = useListPage(adjustmentsList, { defaults: DEFAULTS, fields: FIELDS, csv: 'adjustments' });
  const can = useCan();
  const me = useMe();
  const saveWithToast = useSaveWithToast();
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const [rejecting, setRejecting] = useState<AdminAdjustment | null>(null);
  const canDecide = can('members.approve_adjustment');

  const columns: TableColumnsType<AdminAdjustment> = [
    ...adjustmentColumns(true),
    ...(canDecide
      ? [
          actionsColumn((row: AdminAdjustment) => {
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
                  onConfirm={() => saveWithToast(approve, { id: row.id, memberId: row.member_id })}
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
          }),
        ]
      : []),
  ];

  return (
    <ListPage title={a.title} page={page} intro={<AdjustmentLimitCard />} columns={columns} rowKey="id">
      <ReasonModal
        open={rejecting !== null}
        title={a.rejectTitle}
        okText={a.reject}
        pending={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => {
          if (!rejecting) return;
          saveWithToast(reject, { id: rejecting.id, memberId: rejecting.member_id, reason }, () => setRejecting(null));
        }}
      />
    </ListPage>
  );
}
