import { AdminSiteSettingsUpdateSchema, type AdminSiteSettingsUpdate, type AppInfo } from '@app/shared/contracts';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Skeleton, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useSiteSettings } from '../api/get-site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';

const c = zh.content;
const shape = AdminSiteSettingsUpdateSchema.shape;
type Key = keyof AppInfo;

/** A 0/1 setting as a switch. */
const flagProps = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

/** Only the fields that changed are sent (the audit log then names exactly those). */
function changesOf(saved: AppInfo, values: AppInfo): AdminSiteSettingsUpdate {
  const changes: Partial<AppInfo> = {};
  const copy = <K extends Key>(key: K) => {
    if (values[key] !== undefined && values[key] !== saved[key]) changes[key] = values[key];
  };
  for (const key of Object.keys(saved) as Key[]) copy(key);
  return changes;
}

/** The member site's configuration: name, logo, open or maintenance, switches, welcome popup, app links. */
export default function SiteSettingsPage() {
  const settings = useSiteSettings();
  const update = useUpdateSiteSettings();
  const [form] = Form.useForm<AppInfo>();
  const { message, modal } = App.useApp();
  const siteState = Form.useWatch('site_state', form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [form, settings.data]);

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  const saved = settings.data;

  function save(values: AppInfo) {
    const changes = changesOf(saved, values);
    if (Object.keys(changes).length === 0) {
      void message.info(c.noChanges);
      return;
    }
    const send = () =>
      update.mutate(changes, {
        onSuccess: ({ data, message: text }) => {
          form.setFieldsValue(data);
          void message.success(text);
        },
      });
    if (changes.site_state === 0) {
      modal.confirm({
        title: c.maintenanceConfirmTitle,
        content: c.maintenanceConfirm,
        okText: zh.common.confirm,
        cancelText: zh.common.cancel,
        okButtonProps: { danger: true },
        onOk: send,
      });
    } else {
      send();
    }
  }

  return (
    <Flex vertical gap={12}>
      <PageHeader title={c.settingsTitle} />
      {saved.site_state === 0 ? (
        <Alert
          type="warning"
          showIcon
          title={`${zh.common.labelOf(c.siteState)}${c.stateMaintenance}`}
          description={saved.repair_tips}
        />
      ) : null}
      <Form form={form} layout="vertical" initialValues={saved} onFinish={save} disabled={update.isPending}>
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={12}>
            <Flex vertical gap={12}>
              <Card size="small" title={c.siteState}>
                <Form.Item name="site_state" label={c.siteState} {...flagProps}>
                  <Switch checkedChildren={c.stateOpen} unCheckedChildren={c.stateMaintenance} />
                </Form.Item>
                <Form.Item
                  name="repair_tips"
                  label={c.repairTips}
                  rules={[zodRule(shape.repair_tips)]}
                  extra={siteState === 0 ? undefined : c.repairTipsHint}
                >
                  <Input.TextArea rows={3} maxLength={500} showCount placeholder={c.repairTipsPlaceholder} />
                </Form.Item>
              </Card>
              <Card size="small" title={c.basics}>
                <Form.Item name="title" label={c.title} rules={[zodRule(shape.title)]}>
                  <Input maxLength={60} />
                </Form.Item>
                <Form.Item name="site_logo" label={c.siteLogo} rules={[zodRule(shape.site_logo)]}>
                  <Input maxLength={500} placeholder={c.linkPlaceholder} />
                </Form.Item>
              </Card>
              <Card size="small" title={c.switches}>
                <Flex gap={32} wrap>
                  <Form.Item name="redpacket_switch" label={c.redpacket} {...flagProps}>
                    <Switch checkedChildren={c.on} unCheckedChildren={c.off} />
                  </Form.Item>
                  <Form.Item name="index_modal" label={c.indexModal} {...flagProps}>
                    <Switch checkedChildren={c.on} unCheckedChildren={c.off} />
                  </Form.Item>
                </Flex>
              </Card>
            </Flex>
          </Col>
          <Col xs={24} lg={12}>
            <Flex vertical gap={12}>
              <Card size="small" title={c.webcontent}>
                <Form.Item
                  name="webcontent"
                  label={c.webcontent}
                  extra={c.webcontentHint}
                  rules={[zodRule(shape.webcontent)]}
                >
                  <Input.TextArea rows={6} maxLength={20_000} className="code-textarea" />
                </Form.Item>
                <Typography.Text type="secondary">{c.preview}</Typography.Text>
                {/* The saved (sanitised) HTML in a sandbox: no scripts, no same-origin access. */}
                <iframe title={c.preview} sandbox="" srcDoc={saved.webcontent} className="html-preview" />
              </Card>
              <Card size="small" title={c.downloads}>
                <Form.Item name="ios_download_url" label={c.iosUrl} rules={[zodRule(shape.ios_download_url)]}>
                  <Input maxLength={500} placeholder={c.linkPlaceholder} />
                </Form.Item>
                <Form.Item
                  name="android_download_url"
                  label={c.androidUrl}
                  rules={[zodRule(shape.android_download_url)]}
                >
                  <Input maxLength={500} placeholder={c.linkPlaceholder} />
                </Form.Item>
                <Form.Item name="app_download_image" label={c.appImage} rules={[zodRule(shape.app_download_image)]}>
                  <Input maxLength={500} placeholder={c.linkPlaceholder} />
                </Form.Item>
              </Card>
            </Flex>
          </Col>
        </Row>
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={update.isPending} size="large">
            {zh.common.save}
          </Button>
          <Button onClick={() => form.setFieldsValue(saved)} disabled={update.isPending} size="large">
            {zh.common.reset}
          </Button>
        </div>
      </Form>
    </Flex>
  );
}
