import { App, Button, Card, Input } from 'antd';
import { useMemo } from 'react';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { zh } from '../../../locales/zh-CN';
import { useInvite } from '../api/get-invite';

/** /invite: the invite link (copy) and its QR code. */
export default function InvitePage() {
  const invite = useInvite();
  const { message } = App.useApp();
  // The server's SVG drawn as an image (never inserted as markup): a data URL of its text.
  const qrSrc = useMemo(
    () => (invite.data ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(invite.data.qr_svg)}` : ''),
    [invite.data],
  );
  if (invite.isPending) return <LoadingState />;
  if (invite.isError) return <ErrorState error={invite.error} onRetry={() => void invite.refetch()} />;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite.data.url);
      void message.success(zh.common.copied);
    } catch {
      void message.error(zh.common.copyFailed);
    }
  };

  return (
    <div className="page">
      <Card size="small" title={zh.invite.title} className="section">
        <p className="hint">{zh.invite.hint}</p>
        <Input.TextArea value={invite.data.url} readOnly autoSize aria-label={zh.invite.title} className="invite-url" />
        <Button type="primary" block onClick={() => void copy()} className="copy-button">
          {zh.common.copy}
        </Button>
      </Card>
      <Card size="small" title={zh.invite.qr} className="section qr-card">
        <img src={qrSrc} alt={zh.invite.qr} width={220} height={220} className="qr-image" />
      </Card>
    </div>
  );
}
