import type { AdminRedPacketGrabRowSchema } from '@app/shared/contracts';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { z } from 'zod';
import { moneyColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { paths } from '../../../config/paths';
import { useListPage } from '../../../hooks/use-list-page';
import { zh } from '../../../locales/zh-CN';
import { redPacketGrabsList } from '../api/red-packets-api';

type Grab = z.infer<typeof AdminRedPacketGrabRowSchema>;
const r = zh.redPackets;

const DEFAULTS = { username: '', member_id: '', from: '', to: '' };
const FIELDS: FilterField[] = [
  { kind: 'text', name: 'username', label: r.username },
  { kind: 'text', name: 'member_id', label: r.memberId },
  ...DATE_RANGE_FIELDS,
];

/** Red packets grabbed by members (member and day filters, CSV export). */
export default function RedPacketGrabsPage() {
  const page = useListPage(redPacketGrabsList, { defaults: DEFAULTS, fields: FIELDS, csv: 'red-packet-grabs' });
  const columns: TableColumnsType<Grab> = [
    { key: 'id', title: r.id, dataIndex: 'id' },
    {
      key: 'member',
      title: r.member,
      render: (_value, row) => <Link to={paths.member(row.member_id)}>{row.username ?? row.member_id}</Link>,
    },
    { key: 'day', title: r.day, dataIndex: 'day' },
    { key: 'seq', title: r.seq, dataIndex: 'seq' },
    moneyColumn('counted', r.counted),
    moneyColumn('amount', r.amount, { strong: true }),
    { key: 'created_at', title: r.createdAt, dataIndex: 'created_at' },
  ];
  return <ListPage title={r.grabsTitle} page={page} columns={columns} rowKey="id" />;
}
