import type { AdminSmsRowSchema } from '@app/shared/contracts';
import { Typography, type TableColumnsType } from 'antd';
import type { z } from 'zod';
import { dateRangeField, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { useListPage } from '../../../hooks/use-list-page';
import { zh } from '../../../locales/zh-CN';
import { smsOutboxList } from '../api/list-sms-outbox';

type Sms = z.infer<typeof AdminSmsRowSchema>;
const c = zh.content;

const DEFAULTS = { mobile: '', from: '', to: '' };

const FIELDS: FilterField[] = [{ kind: 'text', name: 'mobile', label: zh.members.mobile }, dateRangeField()];

const COLUMNS: TableColumnsType<Sms> = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 72 },
  { key: 'mobile', title: zh.members.mobile, dataIndex: 'mobile' },
  {
    key: 'content',
    title: c.smsContent,
    render: (_value, row) => <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{row.content}</Typography.Text>,
    width: 360,
  },
  { key: 'provider', title: c.smsProvider, dataIndex: 'provider' },
  { key: 'created_at', title: c.smsSentAt, dataIndex: 'created_at' },
];

/** Messages the built-in SMS provider "sent" (customer service reads codes to members from here). */
export default function SmsOutboxPage() {
  const page = useListPage(smsOutboxList, { defaults: DEFAULTS, fields: FIELDS, csv: 'sms-outbox' });
  return <ListPage title={c.smsTitle} page={page} columns={COLUMNS} rowKey="id" />;
}
