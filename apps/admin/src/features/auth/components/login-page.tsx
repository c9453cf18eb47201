import { Alert, Button, Card, Form, Image, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';
import { zh } from '../../../locales/zh-CN';
import { useLogin, type LoginInput } from '../api/login';
import { useToken } from '../../../hooks/use-token';

interface Enrolment {
  qr_image: string;
  secret: string;
}

/** Only an in-app path is followed after sign-in (never another site). */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : paths.dashboard;
}

/**
 * Staff sign-in: password and the 6-digit TOTP code. An account without TOTP gets its enrolment
 * (QR code and secret) on the first attempt and signs in again with a code to confirm it.
 */
export default function LoginPage() {
  const [form] = Form.useForm<LoginInput>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = useToken();
  const login = useLogin();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [notice, setNotice] = useState<{ type: 'error' | 'info'; text: string } | null>(null);
  const redirect = safeRedirect(search.get('redirect'));

  if (token && !login.isPending) return <Navigate to={redirect} replace />;

  function submit(values: LoginInput) {
    setNotice(null);
    login.mutate(
      { username: values.username.trim(), password: values.password, totp: (values.totp ?? '').trim() },
      {
        onSuccess: ({ data, message }) => {
          if (data.enrol) {
            setEnrolment({ qr_image: data.enrol.qr_image, secret: data.enrol.secret });
            setNotice({ type: 'info', text: message });
            form.setFieldValue('totp', '');
            return;
          }
          setToken(data.token);
          void navigate(redirect, { replace: true });
        },
        onError: (error) => {
          setNotice({ type: 'error', text: errorText(error) });
          form.setFieldValue('totp', '');
        },
      },
    );
  }

  return (
    <div className="login-screen">
      <Card className="login-card">
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 4 }}>
          {zh.auth.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {zh.auth.subtitle}
        </Typography.Paragraph>
        {notice ? <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} /> : null}
        {enrolment ? (
          <div className="enrol-panel">
            <Typography.Title level={5}>{zh.auth.enrolTitle}</Typography.Title>
            <ol>
              {zh.auth.enrolSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <div className="enrol-panel__qr">
              <Image src={enrolment.qr_image} alt={zh.auth.qrAlt} width={200} height={200} preview={false} />
            </div>
            <Typography.Paragraph>
              {zh.common.labelOf(zh.auth.secret)}
              <Typography.Text code copyable={{ text: enrolment.secret }}>
                {enrolment.secret}
              </Typography.Text>
            </Typography.Paragraph>
          </div>
        ) : null}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={login.isPending}>
          <Form.Item
            name="username"
            label={zh.auth.username}
            rules={[{ required: true, whitespace: true, message: zh.auth.usernameRequired }]}
            hidden={enrolment !== null}
          >
            <Input autoComplete="username" maxLength={40} />
          </Form.Item>
          <Form.Item
            name="password"
            label={zh.auth.password}
            rules={[{ required: true, message: zh.auth.passwordRequired }]}
            hidden={enrolment !== null}
          >
            <Input.Password autoComplete="current-password" maxLength={128} />
          </Form.Item>
          <Form.Item
            name="totp"
            label={zh.auth.totp}
            extra={enrolment ? undefined : zh.auth.totpHint}
            rules={[
              { required: enrolment !== null, message: zh.auth.totpMissing },
              { pattern: /^\d{6}$/, message: zh.auth.totpFormat },
            ]}
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={zh.auth.totpPlaceholder}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {zh.auth.signIn}
          </Button>
          {enrolment ? (
            <Button
              type="link"
              block
              onClick={() => {
                setEnrolment(null);
                setNotice(null);
              }}
            >
              {zh.auth.enrolCancel}
            </Button>
          ) : null}
        </Form>
      </Card>
    </div>
  );
}
