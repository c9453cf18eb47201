import { AdminRedPacketRulesUpdateSchema } from '@app/shared/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, InputNumber, Skeleton, Space } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { useCan } from '../../../hooks/use-can';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useRedPacketRules, useSaveRedPacketRules, type RedPacketRules } from '../api/red-packets-api';

const r = zh.redPackets;
const fields = AdminRedPacketRulesUpdateSchema.shape;

/**
 * The red-packet rules (platform-rules §7): claim window, deposit tiers giving grabs, packet size
 * (minimum, percentage of the counted deposits, maximum) and the daily budget. Saved as a whole;
 * the server checks them together and audits the change.
 */
export default function RedPacketRulesPage() {
  const rules = useRedPacketRules();
  const save = useSaveRedPacketRules();
  const can = useCan();
  const { message } = App.useApp();
  const [form] = Form.useForm<RedPacketRules>();
  const editable = can('promotions.manage');

  return (
    <Flex vertical gap={12}>
      <PageHeader title={r.rulesTitle} />
      <Alert type="info" showIcon title={r.rulesHint} />
      {rules.isPending ? (
        <Skeleton active />
      ) : rules.isError ? (
        <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <Card>
          <Form<RedPacketRules>
            form={form}
            layout="vertical"
            initialValues={rules.data}
            disabled={!editable || save.isPending}
            onFinish={(values) =>
              save.mutate(
                { ...values, percent: Number(values.percent) },
                { onSuccess: (answer) => void message.success(answer.message) },
              )
            }
          >
            <Space wrap size="large">
              <Form.Item name="window_start" label={r.windowStart} rules={[zodRule(fields.window_start)]}>
                <Input placeholder="10:00" style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name="window_end" label={r.windowEnd} rules={[zodRule(fields.window_end)]}>
                <Input placeholder="12:00" style={{ width: 120 }} />
              </Form.Item>
            </Space>
            <Form.List name="tiers">
              {(items, { add, remove }) => (
                <Flex vertical gap={4}>
                  <div className="ant-form-item-label">
                    <label>{r.tiers}</label>
                  </div>
                  {items.map((item) => (
                    <Space key={item.key} align="baseline" wrap>
                      <Form.Item name={[item.name, 'day_flow']} label={r.dayFlow} rules={[{ required: true }]}>
                        <Input style={{ width: 140 }} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'flow_money']} label={r.flowMoney} rules={[{ required: true }]}>
                        <Input style={{ width: 160 }} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'recharge']} label={r.recharge} rules={[{ required: true }]}>
                        <InputNumber min={1} max={100} precision={0} style={{ width: 100 }} />
                      </Form.Item>
                      <Button type="link" danger onClick={() => remove(item.name)}>
                        {r.removeTier}
                      </Button>
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    onClick={() => add({ day_flow: '', flow_money: '', recharge: 1 })}
                    style={{ width: 200 }}
                  >
                    {r.addTier}
                  </Button>
                </Flex>
              )}
            </Form.List>
            <Space wrap size="large" style={{ marginTop: 16 }}>
              <Form.Item name="min" label={r.min} rules={[{ required: true }]}>
                <Input style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name="max" label={r.max} rules={[{ required: true }]}>
                <Input style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name="percent" label={r.percent} rules={[{ required: true }]}>
                <Input suffix="%" style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name="daily_budget" label={r.dailyBudget} rules={[{ required: true }]}>
                <Input style={{ width: 160 }} />
              </Form.Item>
            </Space>
            {editable ? (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {r.save}
              </Button>
            ) : null}
          </Form>
        </Card>
      )}
    </Flex>
  );
}
