import type { AdminMemberProfile } from '@app/shared/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { ReasonModal } from '../../../components/reason-modal';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { zh } from '../../../locales/zh-CN';
import { useCan } from '../../../hooks/use-can';
import { useFreezeMember } from '../api/freeze-member';
import { useUnfreezeMember } from '../api/unfreeze-member';
import { AdjustmentModal } from './adjustment-modal';
import { ResetPasswordModal } from './reset-password-modal';

const m = zh.members;
type Dialog = 'status' | 'password' | 'fund' | 'adjust' | null;

/** What staff may do to a member, each behind its dialog; buttons follow the permissions. */
export function MemberActions({ member }: { member: AdminMemberProfile['member'] }) {
  const can = useCan();
  const saveWithToast = useSaveWithToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const freeze = useFreezeMember();
  const unfreeze = useUnfreezeMember();
  const id = String(member.id);
  const isFrozen = member.status === 'frozen';
  const statusMutation = isFrozen ? unfreeze : freeze;
  const close = () => setDialog(null);

  return (
    <>
      {can('members.adjust_balance') ? (
        <Button type="primary" onClick={() => setDialog('adjust')}>
          {m.adjust}
        </Button>
      ) : null}
      {can('members.freeze') ? (
        <Button danger={!isFrozen} onClick={() => setDialog('status')}>
          {isFrozen ? m.unfreeze : m.freeze}
        </Button>
      ) : null}
      {can('members.reset_password') ? (
        <>
          <Button onClick={() => setDialog('password')}>{m.resetPassword}</Button>
          <Button onClick={() => setDialog('fund')}>{m.resetFundPassword}</Button>
        </>
      ) : null}

      <ReasonModal
        open={dialog === 'status'}
        title={isFrozen ? m.unfreezeTitle(member.username) : m.freezeTitle(member.username)}
        hint={isFrozen ? undefined : m.freezeHint}
        okText={isFrozen ? m.unfreeze : m.freeze}
        pending={statusMutation.isPending}
        onCancel={close}
        onSubmit={(reason) => saveWithToast(statusMutation, { id, reason }, close)}
      />
      <ResetPasswordModal kind="login" memberId={id} open={dialog === 'password'} onClose={close} />
      <ResetPasswordModal kind="fund" memberId={id} open={dialog === 'fund'} onClose={close} />
      <AdjustmentModal memberId={id} username={member.username} open={dialog === 'adjust'} onClose={close} />
    </>
  );
}
