import type { AdminRedPacketDayRowSchema } from '@app/shared/contracts';
import type { TableColumnsType } from 'antd';
import type { z } from 'zod';
import { moneyColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { useListPage } from '../../../hooks/use-list-page';
import { zh } from '../../../locales/zh-CN';
import { redPacketDaysList } from '../api/red-packets-api';

type Day = z.infer<typeof AdminRedPacketDayRowSchema>;
const r = zh.redPackets;

/** The daily red-packet budget and how much of it was paid, per site day. */
export default function RedPacketDaysPage() {
  const page = useListPage(redPacketDaysList, {
    defaults: { from: '', to: '' },
    fields: DATE_RANGE_FIELDS,
    csv: 'red-packet-days',
  });
  const columns: TableColumnsType<Day> = [
    { key: 'day', title: r.day, dataIndex: 'day' },
    moneyColumn('budget', r.budget),
    moneyColumn('spent', r.spent, { strong: true }),
    moneyColumn('left', r.left),
    { key: 'grabs', title: r.grabs, dataIndex: 'grabs' },
  ];
  return <ListPage title={r.daysTitle} page={page} columns={columns} rowKey="day" />;
}
