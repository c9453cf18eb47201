import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';
import { useToken } from '../../../lib/use-token';
import { zh } from '../../../locales/zh-CN';
import { captchaQueryOptions, useCaptcha } from '../api/get-captcha';
import { login } from '../api/login';

interface LoginFields {
  name: string;
  password: string;
  auth_code: string;
}

/** /login: the portal on its own — the agent's member account, password and captcha. */
export default function LoginPage() {
  const token = useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const [form] = Form.useForm<LoginFields>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (token) return <Navigate to={paths.overview} replace />;

  const refreshCaptcha = () => {
    form.setFieldValue('auth_code', '');
    void queryClient.invalidateQueries({ queryKey: captchaQueryOptions.queryKey });
  };

  const submit = async (fields: LoginFields) => {
    if (!fields.name?.trim() || !fields.password || !fields.auth_code?.trim()) {
      setError(zh.auth.required);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const session = await login({ ...fields, captcha_id: captcha.data?.captcha_id });
      queryClient.clear();
      setToken(session.token);
      void navigate(paths.overview, { replace: true });
    } catch (failure) {
      setError(errorText(failure));
      refreshCaptcha();
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="login-screen">
      <Card className="login-card" title={zh.auth.loginTitle}>
        <p className="login-hint">{zh.auth.loginHint}</p>
        {error ? <Alert type="error" showIcon title={error} className="login-error" /> : null}
        <Form form={form} layout="vertical" onFinish={(fields) => void submit(fields)} requiredMark={false}>
          <Form.Item name="name" label={zh.auth.account}>
            <Input autoComplete="username" maxLength={32} />
          </Form.Item>
          <Form.Item name="password" label={zh.auth.password}>
            <Input.Password autoComplete="current-password" maxLength={64} />
          </Form.Item>
          <Form.Item label={zh.auth.captcha} required={false}>
            <div className="captcha-row">
              <Form.Item name="auth_code" noStyle>
                <Input inputMode="numeric" maxLength={4} aria-label={zh.auth.captcha} />
              </Form.Item>
              {captcha.isPending ? (
                <Skeleton.Button active style={{ width: 120, height: 37 }} />
              ) : captcha.isError ? (
                <Button onClick={refreshCaptcha}>{zh.common.retry}</Button>
              ) : (
                <img
                  className="captcha-image"
                  src={captcha.data.image}
                  alt={zh.auth.captchaRefresh}
                  title={zh.auth.captchaRefresh}
                  width={120}
                  height={37}
                  onClick={refreshCaptcha}
                />
              )}
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={pending}>
            {zh.auth.submit}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
