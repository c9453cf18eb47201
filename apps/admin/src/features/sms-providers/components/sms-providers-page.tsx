import type { AdminSmsProvider } from '@app/shared/contracts';
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { actionsColumn } from '../../../components/columns';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { SmallList } from '../../../components/small-list';
import { useCan } from '../../../hooks/use-can';
import {
  useActivateSmsProvider,
  useSaveSmsProvider,
  useSmsProviders,
  useTestSmsProvider,
} from '../api/sms-providers-api';
import { smsTexts as t } from '../sms-texts';

type Kind = 'aliyun' | 'tencent';
interface ProviderValues {
  kind: Kind;
  name: string;
  access_key_id: string;
  secret?: string;
  sign_name: string;
  app_id?: string;
  region?: string;
  templates: { register: string; login: string; bind_phone: string };
}
type Editing = AdminSmsProvider | 'new';
interface TestValues {
  mobile: string;
  purpose: 'register' | 'login' | 'bind_phone';
}
interface TestOutcome {
  status: string;
  provider_message_id: string;
  error: string;
}

/** SMS providers (decision 0033): Alibaba Cloud / Tencent Cloud, one active, else the outbox. */
export default function SmsProvidersPage() {
  const providers = useSmsProviders();
  const save = useSaveSmsProvider();
  const activate = useActivateSmsProvider();
  const test = useTestSmsProvider();
  const { message } = App.useApp();
  const can = useCan();
  const manage = can('content.manage');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [testing, setTesting] = useState<AdminSmsProvider | null>(null);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const [form] = Form.useForm<ProviderValues>();
  const [testForm] = Form.useForm<TestValues>();
  const kind = Form.useWatch('kind', form);
  const data = providers.data;
  const purposes = data?.purposes ?? [];
  const kinds = (data?.kinds ?? []).filter((k) => !k.builtin);
  const activeName =
    data === undefined
      ? ''
      : data.active === 'outbox'
        ? (data.kinds.find((k) => k.builtin)?.name ?? '')
        : (data.providers.find((row) => row.id === data.active)?.name ?? '');

  const runActivate = (id: number | 'outbox') =>
    activate.mutate({ id }, { onSuccess: (answer) => void message.success(answer.message) });

  const columns: TableColumnsType<AdminSmsProvider> = [
    {
      key: 'name',
      title: t.name,
      render: (_value, row) => (
        <div className="cell-stack">
          <strong>{row.name}</strong>
          <span>
            <Tag>{row.kind_name}</Tag>
          </span>
        </div>
      ),
    },
    {
      key: 'credentials',
      title: t.credentials,
      render: (_value, row) => (
        <div className="cell-stack">
          <Typography.Text>{row.access_key_id}</Typography.Text>
          <Typography.Text type="secondary">{row.secret_set ? t.secretSet(row.secret_last4) : '—'}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'sign',
      title: t.signColumn,
      render: (_value, row) => (
        <div className="cell-stack">
          <Typography.Text>【{row.sign_name}】</Typography.Text>
          {row.app_id ? <Typography.Text type="secondary">{row.app_id}</Typography.Text> : null}
          {row.region ? <Typography.Text type="secondary">{row.region}</Typography.Text> : null}
        </div>
      ),
    },
    {
      key: 'templates',
      title: t.templates,
      render: (_value, row) => (
        <div className="cell-stack">
          {purposes.map((p) => (
            <Typography.Text key={p.purpose}>
              <Typography.Text type="secondary">{p.name}：</Typography.Text>
              {row.templates[p.purpose] ?? '—'}
            </Typography.Text>
          ))}
        </div>
      ),
    },
    {
      key: 'active',
      title: t.status,
      render: (_value, row) => (row.active ? <Tag color="green">{t.inUse}</Tag> : <Tag>{t.idle}</Tag>),
    },
    ...(manage
      ? [
          actionsColumn<AdminSmsProvider>((row) => (
            <Space size={4} wrap>
              <Button size="small" onClick={() => setEditing(row)}>
                {t.edit}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  setOutcome(null);
                  setTesting(row);
                }}
              >
                {t.test}
              </Button>
              {row.active ? null : (
                <Popconfirm title={t.activateConfirm(row.name)} onConfirm={() => runActivate(row.id)}>
                  <Button size="small" type="primary" loading={activate.isPending}>
                    {t.activate}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )),
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={t.providersTitle}
        sub={t.providersSub}
        create={manage ? { text: t.newProvider, onClick: () => setEditing('new') } : undefined}
      />
      {data ? (
        <Alert
          type={data.active === 'outbox' ? 'info' : 'success'}
          showIcon
          message={
            <Space wrap>
              <span>
                {t.current}：<strong>{activeName}</strong>
              </span>
              {manage && data.active !== 'outbox' ? (
                <Popconfirm title={t.useOutboxConfirm} onConfirm={() => runActivate('outbox')}>
                  <Button size="small" loading={activate.isPending}>
                    {t.useOutbox}
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          }
        />
      ) : null}
      {providers.isError ? (
        <QueryError error={providers.error} onRetry={() => void providers.refetch()} />
      ) : (
        <SmallList
          rows={data?.providers}
          columns={columns}
          loading={providers.isFetching}
          pending={providers.isPending}
        />
      )}
      <FormModal<Editing, ProviderValues, Parameters<typeof save.mutate>[0]>
        item={editing}
        form={form}
        name="sms-provider"
        width={560}
        title={(item) => (item === 'new' ? t.newProvider : t.editProvider)}
        initialValues={(item) =>
          item === 'new'
            ? { kind: 'aliyun' }
            : {
                kind: item.kind as Kind,
                name: item.name,
                access_key_id: item.access_key_id,
                sign_name: item.sign_name,
                app_id: item.app_id,
                region: item.region,
                templates: item.templates as ProviderValues['templates'],
              }
        }
        save={save}
        variables={(values, item) => {
          const common = {
            name: values.name,
            access_key_id: values.access_key_id,
            sign_name: values.sign_name,
            region: values.region ?? '',
            templates: values.templates,
            ...(values.kind === 'tencent' ? { app_id: values.app_id } : {}),
          };
          return item === 'new'
            ? { kind: 'create', body: { ...common, kind: values.kind, secret: values.secret ?? '' } }
            : { kind: 'update', id: item.id, body: { ...common, secret: values.secret || undefined } };
        }}
        onClose={() => setEditing(null)}
      >
        {(item) => (
          <>
            <Form.Item name="kind" label={t.kind}>
              <Select disabled={item !== 'new'} options={kinds.map((k) => ({ value: k.kind, label: k.name }))} />
            </Form.Item>
            <Form.Item name="name" label={t.name} rules={[{ required: true, whitespace: true, message: '请填写名称' }]}>
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item
              name="access_key_id"
              label={t.accessKeyId}
              rules={[{ required: true, whitespace: true, message: '请填写 AccessKey ID / SecretId' }]}
            >
              <Input maxLength={128} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="secret"
              label={t.secret}
              extra={item !== 'new' ? t.secretKeep : undefined}
              rules={item === 'new' ? [{ required: true, message: '请填写密钥' }] : []}
            >
              <Input.Password autoComplete="new-password" maxLength={256} />
            </Form.Item>
            <Form.Item
              name="sign_name"
              label={t.signName}
              rules={[{ required: true, whitespace: true, message: '请填写短信签名' }]}
            >
              <Input maxLength={40} placeholder="不含【】" />
            </Form.Item>
            {kind === 'tencent' ? (
              <Form.Item
                name="app_id"
                label={t.appId}
                rules={[{ required: true, message: '请填写应用 ID（SmsSdkAppId）' }]}
              >
                <Input maxLength={32} placeholder="如 1400006666" />
              </Form.Item>
            ) : null}
            <Form.Item name="region" label={t.region} extra={t.regionHint(kind ?? 'aliyun')}>
              <Input maxLength={32} />
            </Form.Item>
            {purposes.map((p) => (
              <Form.Item
                key={p.purpose}
                name={['templates', p.purpose]}
                label={t.templateOf(p.name)}
                rules={[{ required: true, whitespace: true, message: `请填写${p.name}模板 ID` }]}
              >
                <Input maxLength={64} placeholder={kind === 'tencent' ? '如 1234567' : '如 SMS_123456789'} />
              </Form.Item>
            ))}
          </>
        )}
      </FormModal>
      <Modal
        open={testing !== null}
        title={testing ? t.testTitle(testing.name) : ''}
        okText={t.send}
        okButtonProps={{ loading: test.isPending }}
        cancelButtonProps={{ disabled: test.isPending }}
        onOk={() => testForm.submit()}
        onCancel={() => {
          if (!test.isPending) setTesting(null);
        }}
        destroyOnHidden
      >
        <Form<TestValues>
          form={testForm}
          name="sms-test"
          layout="vertical"
          preserve={false}
          disabled={test.isPending}
          initialValues={{ purpose: 'register' }}
          onFinish={(values) => {
            if (!testing) return;
            test.mutate({ id: testing.id, ...values }, { onSuccess: (answer) => setOutcome(answer.data) });
          }}
        >
          <Typography.Paragraph type="secondary">{t.testHint}</Typography.Paragraph>
          <Form.Item
            name="mobile"
            label={t.mobile}
            rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: '请输入正确的11位手机号' }]}
          >
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="purpose" label={t.purpose}>
            <Select options={purposes.map((p) => ({ value: p.purpose, label: p.name }))} />
          </Form.Item>
          {outcome ? (
            outcome.status === 'sent' ? (
              <Alert type="success" showIcon message={t.testSent(outcome.provider_message_id)} />
            ) : (
              <Alert type="error" showIcon message={t.testFailed(outcome.error)} />
            )
          ) : null}
        </Form>
      </Modal>
    </Flex>
  );
}
