import type { StaffAccountSchema } from '@app/shared/contracts';
import { Button, Card, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { actionsColumn } from '../../../components/columns';
import { MobileRows } from '../../../components/mobile-rows';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { StateTag } from '../../../components/state-tag';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { zh } from '../../../locales/zh-CN';
import { useStaffList } from '../api/list-staff';
import { StaffFormModal } from './staff-form-modal';

type StaffAccount = z.infer<typeof StaffAccountSchema>;
const s = zh.staff;

/** Staff accounts: create, change role or status, reset TOTP or password. */
export default function StaffPage() {
  const staff = useStaffList();
  const [dialog, setDialog] = useState<{ account: StaffAccount | null } | null>(null);
  const isMobile = useIsMobile();

  const columns: TableColumnsType<StaffAccount> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    { key: 'username', title: s.username, dataIndex: 'username' },
    { key: 'role', title: s.role, render: (_value, row) => <Tag color="red">{s.roles[row.role] ?? row.role}</Tag> },
    {
      key: 'status',
      title: s.status,
      render: (_value, row) =>
        row.status === 'active' ? (
          <StateTag text={s.active} tone="success" />
        ) : (
          <StateTag text={s.disabled} tone="default" />
        ),
    },
    {
      key: 'totp',
      title: s.totp,
      render: (_value, row) =>
        row.totp_enrolled ? (
          <StateTag text={s.totpEnrolled} tone="success" />
        ) : (
          <StateTag text={s.totpPending} tone="warning" />
        ),
    },
    {
      key: 'last_login',
      title: s.lastLogin,
      render: (_value, row) => (row.last_login_at ? `${row.last_login_at} (${row.last_login_ip})` : zh.common.none),
    },
    { key: 'created_at', title: s.createdAt, dataIndex: 'created_at' },
    actionsColumn((row) => (
      <Button size="small" onClick={() => setDialog({ account: row })}>
        {zh.common.edit}
      </Button>
    )),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={s.title}
        extra={
          <Button type="primary" onClick={() => setDialog({ account: null })}>
            {s.create}
          </Button>
        }
      />
      <Card size="small">
        {staff.isError ? (
          <QueryError error={staff.error} onRetry={() => void staff.refetch()} />
        ) : isMobile ? (
          <MobileRows<StaffAccount>
            rows={staff.data ?? []}
            columns={columns}
            rowKey={(row) => row.id}
            loading={staff.isFetching}
            emptyText={staff.isPending ? zh.common.loading : zh.common.empty}
          />
        ) : (
          <Table<StaffAccount>
            size="small"
            rowKey="id"
            loading={staff.isFetching}
            columns={columns}
            dataSource={staff.data ?? []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: staff.isPending ? zh.common.loading : zh.common.empty }}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (total) => zh.common.total(total) }}
          />
        )}
      </Card>
      <StaffFormModal open={dialog !== null} account={dialog?.account ?? null} onClose={() => setDialog(null)} />
    </Flex>
  );
}
