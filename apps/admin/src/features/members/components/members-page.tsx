import type { AdminMemberRow } from '@app/shared/contracts';
import { type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { moneyColumn, orNoneColumn } from '../../../components/columns';
import { dateRangeField, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { paths } from '../../../config/paths';
import { useListPage } from '../../../hooks/use-list-page';
import { zh } from '../../../locales/zh-CN';
import { membersList } from '../api/list-members';
import { MemberStatusTag } from './member-status-tag';

const m = zh.members;

const DEFAULTS = {
  sort: 'id',
  id: '',
  username: '',
  mobile: '',
  status: '',
  vip_level: '',
  registered_from: '',
  registered_to: '',
  play_restricted: '',
};

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'username', label: m.usernamePlaceholder },
  { kind: 'text', name: 'mobile', label: m.mobilePlaceholder },
  { kind: 'text', name: 'id', label: m.id },
  {
    kind: 'select',
    name: 'status',
    label: m.status,
    options: [
      { value: 'active', label: m.statusActive },
      { value: 'frozen', label: m.statusFrozen },
    ],
  },
  { kind: 'text', name: 'vip_level', label: m.vipLevel },
  dateRangeField(m.registeredAt, 'registered_from', 'registered_to'),
  {
    kind: 'select',
    name: 'play_restricted',
    label: zh.responsiblePlay.playRestricted,
    options: [
      { value: 'exclude', label: zh.responsiblePlay.playRestrictedExclude },
      { value: 'only', label: zh.responsiblePlay.playRestrictedOnly },
    ],
  },
];

const COLUMNS: TableColumnsType<AdminMemberRow> = [
  { key: 'id', title: m.id, dataIndex: 'id', width: 80 },
  {
    key: 'username',
    title: m.username,
    render: (_value, row) => <Link to={paths.member(row.id)}>{row.username}</Link>,
  },
  { key: 'realname', title: m.realname, dataIndex: 'realname' },
  { key: 'mobile', title: m.mobile, dataIndex: 'mobile' },
  { key: 'status', title: m.status, render: (_value, row) => <MemberStatusTag status={row.status} /> },
  { key: 'vip_level', title: m.vip, render: (_value, row) => row.vip_name || `VIP${row.vip_level}` },
  moneyColumn('balance', m.balance),
  moneyColumn('paysum', m.paysum),
  { key: 'created_at', title: m.registeredAt, dataIndex: 'created_at' },
  orNoneColumn('last_login_at', m.lastLogin),
  { key: 'last_login_ip', title: m.lastLoginIp, dataIndex: 'last_login_ip' },
];

/** Member search: filters, server paging and sorting, CSV of the whole filtered list. */
export default function MembersPage() {
  const page = useListPage(membersList, { defaults: DEFAULTS, fields: FIELDS, csv: 'members' });
  return <ListPage title={m.title} page={page} columns={COLUMNS} rowKey="id" />;
}
