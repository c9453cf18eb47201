import { Button, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import type { LimitKind, LimitState } from '@app/shared/contracts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { addFeatureMessages, useTranslation } from '../../../lib/i18n';
import { zhCNResponsiblePlay } from '../../../locales/zh-CN-responsible-play';
import { openConfirmDialog } from '../../../lib/open-confirm-dialog';
import { serverMessageOf } from '../../../lib/server-message';
import { showToast } from '../../../lib/show-toast';
import { useHistory } from '../api/get-history';
import { useResponsiblePlay, type ResponsiblePlayState } from '../../../lib/api/get-responsible-play';
import { useSetLimits } from '../api/set-limits';
import { useSetRealityCheck } from '../api/set-reality-check';
import { useStartRestriction } from '../api/start-restriction';
import { initialInputs, limitChanges, limitsKey, type LimitInputs } from '../utils/limit-changes';
import './responsible-play.css';

// This page's texts are not in the first screens' catalogue (decision 0015).
addFeatureMessages('responsiblePlay', zhCNResponsiblePlay);

/**
 * /responsiblePlay (issue #20; platform-rules §10; decision 0032), under 账户设置: deposit and loss
 * limits (in force, used, pending increases with their start), a time-out and a self-exclusion
 * behind a strong confirmation, the reality-check interval and the member's history.
 */
export function ResponsiblePlayPage() {
  const { t } = useTranslation();
  const state = useResponsiblePlay();

  if (state.isPending) return <LoadingState />;
  if (state.isError)
    return (
      <ErrorState
        description={serverMessageOf(state.error) ?? t('responsiblePlay.loadFailed')}
        onRetry={() => void state.refetch()}
      />
    );
  const data = state.data;

  return (
    <div className="rp-page">
      <p className="rp-intro">{t('responsiblePlay.intro')}</p>
      {data.restriction ? (
        <section className="rp-card rp-card--alert" role="status" data-testid="rp-restriction">
          <h2 className="rp-card__title">{t(`responsiblePlay.restrictionTitle_${data.restriction.kind}`)}</h2>
          <p className="rp-card__text">
            {t('responsiblePlay.restrictionBody', { start: data.restriction.starts_at, end: data.restriction.ends_at })}
          </p>
        </section>
      ) : null}
      {/* Remounted when the limits change, so the inputs show what is in force after a save. */}
      <LimitsCard key={`deposit:${limitsKey(data.deposit_limits)}`} kind="deposit" limits={data.deposit_limits} />
      <LimitsCard key={`loss:${limitsKey(data.loss_limits)}`} kind="loss" limits={data.loss_limits} />
      <RestrictionCard state={data} />
      <RealityCheckCard state={data} />
      <HistoryCard />
    </div>
  );
}

function LimitsCard({ kind, limits }: { kind: LimitKind; limits: LimitState[] }) {
  const { t } = useTranslation();
  const save = useSetLimits(kind);
  const initial = initialInputs(limits);
  const [values, setValues] = useState<LimitInputs>(initial);

  const submit = () => {
    const body = limitChanges(initial, values);
    if (!body) return;
    save.mutate(body, { onSuccess: (message) => showToast({ content: message }) });
  };

  return (
    <section className="rp-card" aria-labelledby={`rp-${kind}-title`}>
      <h2 className="rp-card__title" id={`rp-${kind}-title`}>
        {t(kind === 'deposit' ? 'responsiblePlay.depositLimits' : 'responsiblePlay.lossLimits')}
      </h2>
      {kind === 'loss' ? <p className="rp-card__hint">{t('responsiblePlay.lossHint')}</p> : null}
      {limits.map((limit) => (
        <div className="rp-limit" key={limit.period}>
          <div className="rp-limit__head">
            <label className="rp-limit__label" htmlFor={`rp-${kind}-${limit.period}`}>
              {t(`responsiblePlay.period_${limit.period}`)}
            </label>
            <span className="rp-limit__now">
              {limit.amount === null ? t('responsiblePlay.noLimit') : `¥${limit.amount}`}
            </span>
          </div>
          <Input
            id={`rp-${kind}-${limit.period}`}
            className="rp-limit__input"
            inputMode="decimal"
            placeholder={t('responsiblePlay.placeholder')}
            value={values[limit.period]}
            onChange={(value) => setValues((old) => ({ ...old, [limit.period]: value }))}
            clearable
          />
          <p className="rp-limit__meta">
            {t('responsiblePlay.used', { used: limit.used })}
            {limit.remaining === null ? null : ` · ${t('responsiblePlay.remaining', { remaining: limit.remaining })}`}
          </p>
          {limit.has_pending && limit.pending_from ? (
            <p className="rp-limit__pending">
              {limit.pending_amount === null
                ? t('responsiblePlay.pendingRemoval', { from: limit.pending_from })
                : t('responsiblePlay.pending', { amount: `¥${limit.pending_amount}`, from: limit.pending_from })}
            </p>
          ) : null}
        </div>
      ))}
      <p className="rp-card__hint">{t('responsiblePlay.removeHint')}</p>
      <Button block color="primary" loading={save.isPending} disabled={save.isPending} onClick={submit}>
        {t('responsiblePlay.save')}
      </Button>
    </section>
  );
}

function RestrictionCard({ state }: { state: ResponsiblePlayState }) {
  const { t } = useTranslation();
  const start = useStartRestriction();
  const [days, setDays] = useState('7');
  const [months, setMonths] = useState<number>(state.options.self_exclusion_months[0] ?? 6);
  const { min, max } = state.options.time_out_days;
  // The restriction banner stands at the top of the page: bring it into view with the message.
  const shownOnTop = (message: string) => {
    window.scrollTo({ top: 0 });
    showToast({ content: message });
  };

  const startTimeOut = async () => {
    const count = Number(days);
    if (!Number.isInteger(count) || count < min || count > max) {
      showToast({ content: t('responsiblePlay.dayInvalid') });
      return;
    }
    const sure = await openConfirmDialog({
      title: t('responsiblePlay.timeOutConfirmTitle'),
      content: t('responsiblePlay.timeOutConfirm', { days: count }),
      confirmText: t('responsiblePlay.confirm'),
      cancelText: t('responsiblePlay.cancel'),
    });
    if (!sure) return;
    start.mutate({ kind: 'time_out', days: count }, { onSuccess: shownOnTop });
  };

  const startExclusion = async () => {
    const first = await openConfirmDialog({
      title: t('responsiblePlay.exclusionConfirmTitle', { months }),
      content: t('responsiblePlay.exclusionConfirm'),
      confirmText: t('responsiblePlay.confirm'),
      cancelText: t('responsiblePlay.cancel'),
    });
    if (!first) return;
    const second = await openConfirmDialog({
      title: t('responsiblePlay.exclusionFinalTitle'),
      content: t('responsiblePlay.exclusionFinal'),
      confirmText: t('responsiblePlay.selfExclusionStart'),
      cancelText: t('responsiblePlay.cancel'),
    });
    if (!second) return;
    start.mutate({ kind: 'self_exclusion', months }, { onSuccess: shownOnTop });
  };

  return (
    <>
      <section className="rp-card" aria-labelledby="rp-time-out-title">
        <h2 className="rp-card__title" id="rp-time-out-title">
          {t('responsiblePlay.timeOut')}
        </h2>
        <p className="rp-card__hint">{t('responsiblePlay.timeOutHint')}</p>
        <div className="rp-row">
          <label className="rp-limit__label" htmlFor="rp-time-out-days">
            {t('responsiblePlay.timeOutDays')}
          </label>
          <Input
            id="rp-time-out-days"
            className="rp-limit__input rp-row__input"
            inputMode="numeric"
            value={days}
            onChange={setDays}
          />
        </div>
        <Button
          block
          color="warning"
          loading={start.isPending}
          disabled={start.isPending}
          onClick={() => void startTimeOut()}
        >
          {t('responsiblePlay.timeOutStart')}
        </Button>
      </section>
      <section className="rp-card" aria-labelledby="rp-exclusion-title">
        <h2 className="rp-card__title" id="rp-exclusion-title">
          {t('responsiblePlay.selfExclusion')}
        </h2>
        <p className="rp-card__hint">{t('responsiblePlay.selfExclusionHint')}</p>
        <Selector
          className="rp-selector"
          columns={4}
          options={state.options.self_exclusion_months.map((value) => ({
            label: t('responsiblePlay.months', { months: value }),
            value,
          }))}
          value={[months]}
          onChange={(value) => {
            if (value[0] !== undefined) setMonths(value[0]);
          }}
        />
        <Button
          block
          color="danger"
          loading={start.isPending}
          disabled={start.isPending}
          onClick={() => void startExclusion()}
        >
          {t('responsiblePlay.selfExclusionStart')}
        </Button>
      </section>
    </>
  );
}

function RealityCheckCard({ state }: { state: ResponsiblePlayState }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  return (
    <section className="rp-card" aria-labelledby="rp-reality-title">
      <h2 className="rp-card__title" id="rp-reality-title">
        {t('responsiblePlay.realityCheck')}
      </h2>
      <p className="rp-card__hint">{t('responsiblePlay.realityCheckHint')}</p>
      <Selector
        className="rp-selector"
        columns={3}
        disabled={save.isPending}
        options={state.options.reality_check_minutes.map((value) => ({
          label: value === 0 ? t('responsiblePlay.minutesOff') : t('responsiblePlay.minutes', { minutes: value }),
          value,
        }))}
        value={[state.reality_check_minutes]}
        onChange={(value) => {
          const minutes = value[0];
          if (minutes === undefined || minutes === state.reality_check_minutes) return;
          save.mutate(minutes, { onSuccess: (message) => showToast({ content: message }) });
        }}
      />
    </section>
  );
}

function HistoryCard() {
  const { t } = useTranslation();
  const history = useHistory();
  const rows = history.data?.pages.flatMap((page) => page.data) ?? [];

  let body;
  if (history.isPending) body = <LoadingState />;
  else if (history.isError)
    body = (
      <ErrorState
        description={serverMessageOf(history.error) ?? t('responsiblePlay.loadFailed')}
        onRetry={() => void history.refetch()}
      />
    );
  else if (rows.length === 0) body = <EmptyState text={t('responsiblePlay.historyEmpty')} />;
  else
    body = (
      <>
        <ul className="rp-history">
          {rows.map((row) => (
            <li className="rp-history__item" key={row.id}>
              <p className="rp-history__detail">{row.detail}</p>
              <p className="rp-history__meta">
                {row.created_at} · {t(`responsiblePlay.actor_${row.actor}`)}
              </p>
            </li>
          ))}
        </ul>
        {history.hasNextPage ? (
          <Button
            block
            fill="outline"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('responsiblePlay.historyMore')}
          </Button>
        ) : (
          <p className="rp-card__hint rp-history__end">{t('responsiblePlay.historyEnd')}</p>
        )}
      </>
    );

  return (
    <section className="rp-card" aria-labelledby="rp-history-title">
      <h2 className="rp-card__title" id="rp-history-title">
        {t('responsiblePlay.history')}
      </h2>
      {body}
    </section>
  );
}

export default ResponsiblePlayPage;
