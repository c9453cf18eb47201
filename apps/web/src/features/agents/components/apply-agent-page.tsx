import { AGENT_APPLICATION_REASON_MAX, PHONE_INPUT_MAX_LENGTH, validateAgentApplication } from '@app/shared/validation';
import { Button, Input, TextArea } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AccountForm, AccountFormSubmit } from '../../../components/account-form';
import { FormField } from '../../../components/form-field';
import { LoginPrompt } from '../../../components/login-prompt';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { useFreshUser } from '../../../hooks/use-fresh-user';
import { useSession } from '../../../hooks/use-session';
import { useRefreshUserMoney } from '../../../lib/api/refresh-user-money';
import { addFeatureMessages, useTranslation } from '../../../lib/i18n';
import { zhCNAgents } from '../../../locales/zh-CN-agents';
import { openConfirmDialog } from '../../../lib/open-confirm-dialog';
import { showToast } from '../../../lib/show-toast';
import { useApplyAgent } from '../api/apply-agent';
import { useAgentApplication } from '../api/get-agent-application';
import './apply-agent.css';

// This page's texts are not in the first screens' catalogue (decision 0015).
addFeatureMessages('agents', zhCNAgents);

/** /gamePage with dailiD=1 opens the agent login address (spec-2 §2). */
const AGENT_LOGIN_PATH = `${paths.gamePage}?${new URLSearchParams({ dailiD: '1' }).toString()}`;

function StatusCard({
  tone,
  icon,
  title,
  children,
}: {
  tone: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={`agent-status agent-status--${tone}`} aria-live="polite">
      <span className="agent-status__icon">{icon}</span>
      <h2 className="agent-status__title">{title}</h2>
      <div className="agent-status__body">{children}</div>
    </section>
  );
}

/**
 * /applyagent (spec-2 §2; guarded): the member's application state (pending; refused with the
 * reason, then the form again; approved: agent login), and the form: read-only name (real name or
 * account), contact number, reason, confirm. Without a bound phone the dialog of the spec offers the
 * bind-phone page (decision 0028: the server needs a bound phone too).
 */
export function ApplyAgentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { isRefreshing } = useFreshUser();
  const status = useAgentApplication();
  const apply = useApplyAgent();
  const refreshUser = useRefreshUserMoney();
  const [mobile, setMobile] = useState('');
  const [reason, setReason] = useState('');
  const askedToBind = useRef(false);

  const user = session.user;
  const data = status.data;

  const askToBind = async () => {
    const go = await openConfirmDialog({
      title: t('agents.bindTitle'),
      content: t('agents.bindContent'),
      confirmText: t('agents.bindGo'),
      cancelText: t('agents.bindLater'),
    });
    if (go) void navigate(paths.modifyPhone);
  };

  // The dialog of the spec, once when the page opens without a bound phone.
  // Only on an answer read for this visit: a cached one may predate binding the phone.
  const isFresh = status.isFetchedAfterMount && !status.isFetching;
  useEffect(() => {
    if (!isFresh || !data || data.mobile_bound || data.isagent === 1 || data.application?.state === 0) return;
    if (askedToBind.current) return;
    askedToBind.current = true;
    void askToBind();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page visit
  }, [data, isFresh]);

  // Approved since the stored userInfo was read: refresh it so account settings show agent login.
  const { mutate: refreshStoredUser } = refreshUser;
  useEffect(() => {
    if (isFresh && data && user && data.isagent !== user.isagent) refreshStoredUser();
  }, [isFresh, data, user, refreshStoredUser]);

  if (!session.isLoggedIn) return <LoginPrompt />;
  if (!user) return isRefreshing ? <LoadingState /> : <LoginPrompt />;
  if (status.isPending) return <LoadingState />;
  if (status.isError || !data) {
    return <ErrorState description={t('agents.loadFailed')} onRetry={() => void status.refetch()} />;
  }

  const application = data.application;

  if (data.isagent === 1) {
    return (
      <div className="apply-agent">
        <StatusCard tone="success" icon={<CheckCircleFill />} title={t('agents.agentTitle')}>
          <p>{t('agents.agentDescription')}</p>
          <Button
            color="primary"
            shape="rounded"
            block
            className="agent-status__action"
            onClick={() => void navigate(AGENT_LOGIN_PATH)}
          >
            {t('agents.agentLogin')}
          </Button>
        </StatusCard>
      </div>
    );
  }

  if (application?.state === 0) {
    return (
      <div className="apply-agent">
        <StatusCard tone="pending" icon={<ClockCircleFill />} title={t('agents.pendingTitle')}>
          <p>{t('agents.pendingDescription')}</p>
          <dl className="agent-status__facts">
            <dt>{t('agents.contact')}</dt>
            <dd>{application.mobile}</dd>
            <dt>{t('agents.reason')}</dt>
            <dd>{application.apply_info}</dd>
            <dt>{t('agents.submittedAt')}</dt>
            <dd>{application.created_at}</dd>
          </dl>
        </StatusCard>
      </div>
    );
  }

  const isBusy = apply.isPending;
  const submit = () => {
    if (isBusy) return;
    const message = validateAgentApplication({ mobile: mobile.trim(), reason });
    if (message) {
      showToast({ content: message });
      return;
    }
    void (async () => {
      // The answer on screen may be older than a phone bound since: ask again before refusing.
      const isBound = data.mobile_bound || (await status.refetch()).data?.mobile_bound === true;
      if (!isBound) {
        void askToBind();
        return;
      }
      apply.mutate(
        { mobile: mobile.trim(), apply_info: reason.trim() },
        { onSuccess: (serverMessage) => showToast({ icon: 'success', content: serverMessage }) },
      );
    })();
  };

  return (
    <div className="apply-agent">
      {application?.state === 2 ? (
        <StatusCard tone="refused" icon={<CloseCircleFill />} title={t('agents.refusedTitle')}>
          {application.reason ? <p>{t('agents.refusedReason', { reason: application.reason })}</p> : null}
          <p className="agent-status__muted">
            {t('agents.reviewedAt')} {application.reviewed_at ?? application.created_at}
          </p>
          <p>{t('agents.refusedAgain')}</p>
        </StatusCard>
      ) : (
        <p className="apply-agent__intro">{t('agents.firstTime')}</p>
      )}
      <AccountForm onSubmit={submit}>
        <FormField label={t('agents.name')}>
          <Input value={user.realname || user.username} readOnly aria-label={t('agents.name')} />
        </FormField>
        <FormField label={t('agents.contact')}>
          <Input
            type="tel"
            value={mobile}
            onChange={setMobile}
            placeholder={t('agents.contactPlaceholder')}
            maxLength={PHONE_INPUT_MAX_LENGTH}
            inputMode="tel"
            autoComplete="tel"
            aria-label={t('agents.contact')}
            clearable
          />
        </FormField>
        <FormField label={t('agents.reason')}>
          <TextArea
            value={reason}
            onChange={setReason}
            placeholder={t('agents.reasonPlaceholder')}
            maxLength={AGENT_APPLICATION_REASON_MAX}
            rows={4}
            showCount
            aria-label={t('agents.reason')}
          />
        </FormField>
        <AccountFormSubmit loading={apply.isPending} disabled={isBusy}>
          {t('agents.confirm')}
        </AccountFormSubmit>
      </AccountForm>
    </div>
  );
}

export default ApplyAgentPage;
