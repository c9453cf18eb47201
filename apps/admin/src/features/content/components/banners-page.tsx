import { AdminBannerCreateSchema } from '@app/shared/contracts';
import { Image, Typography, type TableColumnsType } from 'antd';
import type { FilterField } from '../../../components/filter-bar';
import type { ContentRow } from '../api/content-lists';
import { ct } from '../content-texts';
import type { ContentField } from './content-form-modal';
import { ContentListPage } from './content-list-page';

const b = ct.banners;
const S = AdminBannerCreateSchema.shape;
const DEFAULTS = { type: '', enabled: '', order: 'asc' };

const FILTERS: FilterField[] = [
  { kind: 'select', name: 'type', label: b.type, options: b.types },
  { kind: 'select', name: 'enabled', label: ct.enabledFilter, options: ct.enabledOptions },
];

const FIELDS: ContentField[] = [
  { name: 'src', label: b.image, kind: 'image', schema: S.src, required: true, requiredMessage: b.imageRequired },
  { name: 'link', label: ct.link, schema: S.link, extra: b.linkHint, placeholder: ct.linkPlaceholder, maxLength: 500 },
  { name: 'type', label: b.type, kind: 'select', options: b.types, numeric: true },
  { name: 'sort', label: ct.sort, kind: 'number', extra: ct.sortHint },
  { name: 'enabled', label: ct.enabled, kind: 'switch' },
];

const COLUMNS: TableColumnsType<ContentRow<'banners'>> = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
  {
    key: 'src',
    title: b.image,
    render: (_value, row) => (
      <Image src={row.src} alt={`${b.image} ${row.id}`} width={120} height={48} style={{ objectFit: 'cover' }} />
    ),
  },
  {
    key: 'link',
    title: ct.link,
    render: (_value, row) => (
      <Typography.Text style={{ maxWidth: 260, wordBreak: 'break-all' }}>{row.link || '—'}</Typography.Text>
    ),
  },
  { key: 'type', title: b.type, render: (_value, row) => b.typeName(row.type) },
  { key: 'sort', title: ct.sort, dataIndex: 'sort' },
];

/** 轮播图: the member site's home banners (bannerList). */
export default function BannersPage() {
  return (
    <ContentListPage
      resource="banners"
      title={b.title}
      sub={b.sub}
      columns={COLUMNS}
      fields={FIELDS}
      filters={FILTERS}
      defaults={DEFAULTS}
      createTitle={b.createTitle}
      editTitle={b.editTitle}
      newRow={{ type: 2, link: '', src: '' }}
    />
  );
}
