import type { LimitState } from '@app/shared/contracts';
import {
  Alert,
  Button,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Pagination,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { useCan } from '../../../hooks/use-can';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { zh } from '../../../locales/zh-CN';
import { useExtendExclusion } from '../api/extend-exclusion';
import { useResponsiblePlay } from '../api/get-responsible-play';

const r = zh.responsiblePlay;

function limitText(limit: LimitState): string {
  const now = limit.amount === null ? r.noLimit : `¥${limit.amount}`;
  const used = `${r.used} ¥${limit.used}`;
  const pending = limit.has_pending
    ? ` · ${limit.pending_amount === null ? r.pendingRemoval : `¥${limit.pending_amount}`} ${r.from} ${limit.pending_from ?? ''}`
    : '';
  return `${now}（${used}）${pending}`;
}

/**
 * A member's responsible play on the profile (platform-rules §10; decision 0032): deposit and loss
 * limits with pending increases, the time-out or exclusion in force, the reality check, the history of
 * changes (20 a page), and — with members.freeze — extending the self-exclusion (never shortening).
 */
export function ResponsiblePlayPanel({ memberId }: { memberId: string }) {
  const [page, setPage] = useState(1);
  const [isExtending, setIsExtending] = useState(false);
  const query = useResponsiblePlay(memberId, page);
  const can = useCan();

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { state, history } = query.data;
  const restriction = state.restriction;

  return (
    <Flex vertical gap={12} data-testid="rp-panel">
      {restriction ? (
        <Alert
          type="warning"
          showIcon
          title={`${restriction.kind === 'self_exclusion' ? r.selfExclusion : r.timeOut}：${restriction.starts_at} ${r.to} ${restriction.ends_at}`}
        />
      ) : (
        <Alert type="info" showIcon title={r.noRestriction} />
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          ...state.deposit_limits.map((limit) => ({
            key: `deposit-${limit.period}`,
            label: `${r.periods[limit.period]}${r.depositLimit}`,
            children: limitText(limit),
          })),
          ...state.loss_limits.map((limit) => ({
            key: `loss-${limit.period}`,
            label: `${r.periods[limit.period]}${r.lossLimit}`,
            children: limitText(limit),
          })),
          {
            key: 'reality',
            label: r.realityCheck,
            children: state.reality_check_minutes === 0 ? r.off : `${state.reality_check_minutes} ${r.minutes}`,
          },
        ]}
      />
      {can('members.freeze') ? (
        <div>
          <Button danger onClick={() => setIsExtending(true)}>
            {restriction?.kind === 'self_exclusion' ? r.extend : r.startExclusion}
          </Button>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {r.extendHint}
          </Typography.Text>
        </div>
      ) : null}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {r.history}
      </Typography.Title>
      {history.total === 0 ? (
        <Empty description={r.historyEmpty} />
      ) : (
        <>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={history.data}
            scroll={{ x: 640 }}
            columns={[
              { key: 'time', title: r.time, dataIndex: 'created_at', width: 170 },
              { key: 'actor', title: r.actor, width: 80, render: (_value, row) => r.actors[row.actor] },
              { key: 'detail', title: r.detail, dataIndex: 'detail' },
            ]}
          />
          <Pagination
            size="small"
            current={history.current_page}
            pageSize={history.per_page}
            total={history.total}
            showSizeChanger={false}
            onChange={setPage}
            align="end"
          />
        </>
      )}
      <ExtendExclusionModal memberId={memberId} open={isExtending} onClose={() => setIsExtending(false)} />
    </Flex>
  );
}

function ExtendExclusionModal({ memberId, open, onClose }: { memberId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ months: number; reason: string }>();
  const extend = useExtendExclusion();
  const saveWithToast = useSaveWithToast();
  return (
    <Modal
      open={open}
      title={r.extendTitle}
      okText={r.extend}
      okButtonProps={{ danger: true, loading: extend.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ months: 6, reason: '' }}
        onFinish={(values) =>
          saveWithToast(extend, { id: memberId, months: values.months, reason: values.reason ?? '' }, () => {
            form.resetFields();
            onClose();
          })
        }
      >
        <Alert type="warning" showIcon title={r.extendWarning} style={{ marginBottom: 12 }} />
        <Form.Item
          name="months"
          label={r.months}
          rules={[{ required: true, type: 'integer', min: 1, max: 120, message: r.monthsRule }]}
        >
          <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label={r.reason} rules={[{ max: 200, message: r.reasonRule }]}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
