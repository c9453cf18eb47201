import type { AdminPayoutChannel } from '@app/shared/contracts';
import { Button, Flex, Form, Input, Select, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { actionsColumn } from '../../../components/columns';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { RowSwitch } from '../../../components/row-switch';
import { SmallList } from '../../../components/small-list';
import { useCan } from '../../../hooks/use-can';
import { useEnablePayoutChannel, usePayoutChannels, useSavePayoutChannel } from '../api/payouts-api';
import { payoutTexts as p } from '../payouts-texts';

interface ChannelValues {
  code: string;
  name: string;
  kind: 'manual' | 'signed_http';
  merchant_id?: string;
  secret?: string;
  api_url?: string;
  enabled: boolean;
}

type Editing = AdminPayoutChannel | 'new';

/**
 * Payout channels (decision 0031): manual accounts staff pay from, and signed-HTTP payout
 * gateways. The secret is write-only (sealed on the server, shown as its last 4 characters).
 */
export default function PayoutChannelsPage() {
  const channels = usePayoutChannels();
  const save = useSavePayoutChannel();
  const enable = useEnablePayoutChannel();
  const can = useCan();
  const manage = can('payments.manage');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<ChannelValues>();
  const kind = Form.useWatch('kind', form);

  const columns: TableColumnsType<AdminPayoutChannel> = [
    { key: 'name', title: p.name, render: (_value, row) => <strong>{row.name}</strong> },
    { key: 'code', title: p.code, dataIndex: 'code' },
    { key: 'kind', title: p.kind, render: (_value, row) => <Tag>{p.kinds[row.kind]}</Tag> },
    { key: 'merchant', title: p.merchantId, render: (_value, row) => row.merchant_id || '—' },
    {
      key: 'secret',
      title: p.secret,
      render: (_value, row) => (row.secret_set ? p.secretSet(row.secret_last4) : '—'),
    },
    {
      key: 'api',
      title: `${p.apiUrl} / ${p.notifyPath}`,
      render: (_value, row) => (
        <div className="cell-stack">
          {row.api_url ? <Typography.Text>{row.api_url}</Typography.Text> : null}
          {row.notify_path ? (
            <Typography.Text type="secondary" copyable>
              {row.notify_path}
            </Typography.Text>
          ) : null}
          {row.kind === 'sandbox' ? (
            <Typography.Link href="/sandbox-payout" target="_blank" rel="noreferrer">
              {p.sandboxPage}
            </Typography.Link>
          ) : null}
          {!row.api_url && !row.notify_path && row.kind !== 'sandbox' ? '—' : null}
        </div>
      ),
    },
    {
      key: 'enabled',
      title: p.enabled,
      render: (_value, row) =>
        manage ? (
          <RowSwitch
            rowId={row.id}
            checked={row.enabled}
            label={`${row.name} ${p.enabled}`}
            save={enable}
            variables={(checked) => ({ id: row.id, enabled: checked })}
          />
        ) : (
          <Switch checked={row.enabled} disabled size="small" />
        ),
    },
    ...(manage
      ? [
          actionsColumn<AdminPayoutChannel>((row) =>
            row.kind === 'sandbox' ? null : (
              <Button size="small" onClick={() => setEditing(row)}>
                {p.edit}
              </Button>
            ),
          ),
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={p.channelsTitle}
        sub={p.channelsSub}
        create={manage ? { text: p.newChannel, onClick: () => setEditing('new') } : undefined}
      />
      {channels.isError ? (
        <QueryError error={channels.error} onRetry={() => void channels.refetch()} />
      ) : (
        <SmallList rows={channels.data} columns={columns} loading={channels.isFetching} pending={channels.isPending} />
      )}
      <FormModal<Editing, ChannelValues, Parameters<typeof save.mutate>[0]>
        item={editing}
        form={form}
        name="payout-channel"
        title={(item) => (item === 'new' ? p.newChannel : p.editChannel)}
        initialValues={(item) =>
          item === 'new'
            ? { kind: 'manual', enabled: true }
            : {
                code: item.code,
                name: item.name,
                kind: item.kind === 'signed_http' ? 'signed_http' : 'manual',
                merchant_id: item.merchant_id,
                api_url: item.api_url,
                enabled: item.enabled,
              }
        }
        save={save}
        variables={(values, item) =>
          item === 'new'
            ? { kind: 'create', body: values }
            : {
                kind: 'update',
                id: item.id,
                body: {
                  name: values.name,
                  ...(item.kind === 'signed_http'
                    ? { merchant_id: values.merchant_id, api_url: values.api_url, secret: values.secret || undefined }
                    : {}),
                },
              }
        }
        onClose={() => setEditing(null)}
      >
        {(item) => (
          <>
            <Form.Item name="code" label={p.code} rules={[{ required: true, message: '请填写通道代码' }]}>
              <Input disabled={item !== 'new'} maxLength={32} placeholder="如 acme" />
            </Form.Item>
            <Form.Item
              name="name"
              label={p.name}
              rules={[{ required: true, whitespace: true, message: '请填写通道名称' }]}
            >
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="kind" label={p.kind}>
              <Select
                disabled={item !== 'new'}
                options={[
                  { value: 'manual', label: p.kinds.manual },
                  { value: 'signed_http', label: p.kinds.signed_http },
                ]}
              />
            </Form.Item>
            {kind === 'signed_http' ? (
              <>
                <Form.Item
                  name="merchant_id"
                  label={p.merchantId}
                  rules={[{ required: true, message: '请填写商户号' }]}
                >
                  <Input maxLength={64} />
                </Form.Item>
                <Form.Item
                  name="secret"
                  label={p.secret}
                  extra={item !== 'new' ? p.secretKeep : undefined}
                  rules={item === 'new' ? [{ required: true, message: '请填写签名密钥' }] : []}
                >
                  <Input.Password autoComplete="new-password" maxLength={256} />
                </Form.Item>
                <Form.Item name="api_url" label={p.apiUrl} rules={[{ required: true, message: '请填写接口地址' }]}>
                  <Input maxLength={500} placeholder="https://" />
                </Form.Item>
              </>
            ) : null}
          </>
        )}
      </FormModal>
    </Flex>
  );
}
