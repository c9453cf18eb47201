import type { AuditEntrySchema } from '@app/shared/contracts';
import { Col, Flex, Row, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { z } from 'zod';
import { dateRangeField, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { useListPage } from '../../../hooks/use-list-page';
import { recordLink, recordTypeLabel } from '../../../lib/record-links';
import { zh } from '../../../locales/zh-CN';
import { auditList } from '../api/list-audit';

type AuditEntry = z.infer<typeof AuditEntrySchema>;
const s = zh.staff;

const DEFAULTS = { staff: '', action: '', target_type: '', target_id: '', from: '', to: '' };

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'staff', label: s.auditStaff },
  { kind: 'text', name: 'action', label: s.action },
  { kind: 'text', name: 'target_type', label: s.targetType },
  { kind: 'text', name: 'target_id', label: s.targetId },
  dateRangeField(),
];

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined)
    return <Typography.Text type="secondary">{zh.common.none}</Typography.Text>;
  return <pre className="json-block">{JSON.stringify(value, null, 2)}</pre>;
}

const COLUMNS: TableColumnsType<AuditEntry> = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 72 },
  { key: 'time', title: s.time, dataIndex: 'created_at' },
  { key: 'staff', title: s.auditStaff, dataIndex: 'staff_username' },
  {
    key: 'action',
    title: s.action,
    render: (_value, row) => (
      <Flex vertical gap={0}>
        <span>{row.action_label}</span>
        <Typography.Text code type="secondary" style={{ fontSize: 12 }}>
          {row.action}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    key: 'target',
    title: s.targetType,
    render: (_value, row) => {
      if (!row.target_type) return zh.common.none;
      const link = recordLink(row.target_type, row.target_id);
      return (
        <span>
          {recordTypeLabel(row.target_type)} {link ? <Link to={link}>{row.target_id}</Link> : row.target_id}
        </span>
      );
    },
  },
  { key: 'ip', title: s.ip, dataIndex: 'ip' },
];

/** Every staff action with who, what, before, after, IP and time (a row opens before / after). */
export default function AuditPage() {
  const page = useListPage(auditList, { defaults: DEFAULTS, fields: FIELDS, csv: 'audit' });
  return (
    <ListPage
      title={s.auditTitle}
      page={page}
      columns={COLUMNS}
      rowKey="id"
      expandable={{
        rowExpandable: (row) => row.before !== null || row.after !== null,
        expandedRowRender: (row) => (
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Typography.Text strong>{s.before}</Typography.Text>
              <Json value={row.before} />
            </Col>
            <Col xs={24} md={12}>
              <Typography.Text strong>{s.after}</Typography.Text>
              <Json value={row.after} />
            </Col>
          </Row>
        ),
      }}
    />
  );
}
