import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Layout, Result, Skeleton, Tag, Typography } from 'antd';
import { apiGet, apiPost } from '../lib/api-client';

interface AppInfo {
  title: string;
  site_state: 0 | 1;
  repair_tips: string;
  redpacket_switch: 0 | 1;
  index_modal: 0 | 1;
}

interface Readiness {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unavailable';
}

/**
 * Back-office entry. Staff sign-in, roles and the work areas arrive with the back-office issue;
 * until then this page shows the live site configuration and the server's readiness, read-only.
 */
export function App() {
  const appInfo = useQuery({ queryKey: ['app'], queryFn: () => apiPost<AppInfo>('/app') });
  const readiness = useQuery({ queryKey: ['readyz'], queryFn: () => apiGet<Readiness>('/readyz'), refetchInterval: 10_000 });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center' }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
          后台管理系统
        </Typography.Title>
      </Layout.Header>
      <Layout.Content style={{ padding: 24, maxWidth: 960, width: '100%', margin: '0 auto' }}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="员工登录、权限与各业务模块尚未开放"
          description="当前页面只读显示站点配置与服务状态。"
        />
        <Card title="服务状态" style={{ marginBottom: 16 }}>
          {readiness.isPending ? (
            <Skeleton active paragraph={{ rows: 1 }} />
          ) : readiness.isError ? (
            <Result status="error" title="无法连接服务器" subTitle="请稍后刷新重试" />
          ) : (
            <Tag color={readiness.data.status === 'ok' ? 'green' : 'red'}>
              数据库：{readiness.data.database === 'ok' ? '正常' : '不可用'}
            </Tag>
          )}
        </Card>
        <Card title="站点配置">
          {appInfo.isPending ? (
            <Skeleton active />
          ) : appInfo.isError ? (
            <Result status="error" title="站点配置读取失败" subTitle={appInfo.error.message} />
          ) : (
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="站点名称">{appInfo.data.title}</Descriptions.Item>
              <Descriptions.Item label="站点状态">
                {appInfo.data.site_state === 1 ? <Tag color="green">正常</Tag> : <Tag color="orange">维护中</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label="维护提示">{appInfo.data.repair_tips}</Descriptions.Item>
              <Descriptions.Item label="红包开关">{appInfo.data.redpacket_switch === 1 ? '开启' : '关闭'}</Descriptions.Item>
              <Descriptions.Item label="首页弹窗">{appInfo.data.index_modal === 1 ? '开启' : '关闭'}</Descriptions.Item>
            </Descriptions>
          )}
        </Card>
      </Layout.Content>
    </Layout>
  );
}
