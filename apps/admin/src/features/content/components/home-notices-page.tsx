import { AdminHomeNoticeCreateSchema } from '@app/shared/contracts';
import { Typography, type TableColumnsType } from 'antd';
import type { FilterField } from '../../../components/filter-bar';
import type { ContentRow } from '../api/content-lists';
import { ct } from '../content-texts';
import type { ContentField } from './content-form-modal';
import { ContentListPage } from './content-list-page';

const h = ct.homeNotices;
const DEFAULTS = { enabled: '', order: 'asc' };

const FILTERS: FilterField[] = [
  { kind: 'select', name: 'enabled', label: ct.enabledFilter, options: ct.enabledOptions },
];

const FIELDS: ContentField[] = [
  {
    name: 'content',
    label: h.content,
    kind: 'textarea',
    schema: AdminHomeNoticeCreateSchema.shape.content,
    required: true,
    maxLength: 500,
  },
  { name: 'sort', label: ct.sort, kind: 'number', extra: ct.sortHint },
  { name: 'enabled', label: ct.enabled, kind: 'switch' },
];

const COLUMNS: TableColumnsType<ContentRow<'home-notices'>> = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
  {
    key: 'content',
    title: h.content,
    render: (_value, row) => (
      <Typography.Text style={{ display: 'inline-block', maxWidth: 420, whiteSpace: 'pre-wrap' }}>
        {row.content}
      </Typography.Text>
    ),
  },
  { key: 'sort', title: ct.sort, dataIndex: 'sort' },
];

/** 首页公告栏: the scrolling lines on the member site's home page (homenotice). */
export default function HomeNoticesPage() {
  return (
    <ContentListPage
      resource="home-notices"
      title={h.title}
      sub={h.sub}
      columns={COLUMNS}
      fields={FIELDS}
      filters={FILTERS}
      defaults={DEFAULTS}
      createTitle={h.createTitle}
      editTitle={h.editTitle}
      newRow={{ content: '' }}
    />
  );
}
