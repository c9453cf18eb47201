import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { useRefreshWallet } from '../../../hooks/use-refresh-wallet';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { serverMessageOf } from '../../../lib/server-message';
import { showToast } from '../../../lib/show-toast';
import { grabRedPacket, redPacketDataQueryOptions, redPacketsQueryKey, useRedPacketData } from '../api/red-packets';
import {
  CLAIM_NETWORK_MESSAGE,
  popupAfterRefusal,
  popupBeforeClaim,
  windowLines,
  type ClaimPopup,
} from '../utils/claim';
import { ClaimResultPopup } from './claim-result-popup';
import './red-packets.css';

const DEFAULT_WINDOW = { start: '10:00', end: '12:00' };

/**
 * /hongbao (spec-2 §2, §4, §8): grabs left (never below 0), received today, today's maximum, the
 * rule table, the claim button and its four result popups, the window text. Refused with
 * 红包已关闭 when redpacket_switch is 0 (the server says so).
 */
export function HongbaoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const data = useRedPacketData();
  const [popup, setPopup] = useState<ClaimPopup>();
  const [claiming, setClaiming] = useState(false);

  if (data.isPending) return <LoadingState />;
  if (data.isError) {
    return (
      <div className="red-packets">
        {serverMessageOf(data.error) ? (
          // A refusal (红包已关闭 when redpacket_switch is 0): the server's words, no retry.
          <EmptyState text={serverMessageOf(data.error)} />
        ) : (
          <ErrorState onRetry={() => void data.refetch()} />
        )}
      </div>
    );
  }

  const standing = data.data;
  const firstRule = standing.rules[0];
  const window = firstRule ? { start: firstRule.start_time, end: firstRule.end_time } : DEFAULT_WINDOW;
  const lines = windowLines(window.start, window.end);
  const status =
    standing.state === 0
      ? t('redPackets.windowNotStarted', window)
      : standing.state === 1
        ? t('redPackets.windowOpen', window)
        : t('redPackets.windowFinished', window);

  async function claim() {
    const before = popupBeforeClaim(standing);
    if (before) {
      setPopup(before);
      return;
    }
    setClaiming(true);
    try {
      const amount = await grabRedPacket();
      setPopup({ kind: 'won', amount });
      refreshWallet();
    } catch (error) {
      if (isApiError(error) && error.kind === 'server') {
        // The window as the server sees it now decides which popup (the page may be stale).
        const fresh = await queryClient.fetchQuery(redPacketDataQueryOptions()).catch(() => undefined);
        setPopup(popupAfterRefusal(fresh?.state, error.message));
      } else {
        // Network failure, timeout or an answer we cannot read (spec-2 §8).
        showToast({ content: CLAIM_NETWORK_MESSAGE });
      }
    } finally {
      setClaiming(false);
      void queryClient.invalidateQueries({ queryKey: redPacketsQueryKey });
    }
  }

  return (
    <div className="red-packets hongbao">
      <section className="hongbao__hero">
        <h2 className="hongbao__title">{t('redPackets.title')}</h2>
        <p className="hongbao__subtitle">{t('redPackets.subtitle')}</p>
        <p className={`hongbao__status hongbao__status--${standing.state}`} data-testid="red-packet-status">
          {status}
        </p>
        <button
          type="button"
          className="hongbao__grab"
          onClick={() => void claim()}
          disabled={claiming}
          aria-label={t('redPackets.grab')}
        >
          {claiming ? '…' : t('redPackets.grab')}
        </button>
        <div className="red-packets__stats">
          <div className="red-packets__stat">
            <span className="red-packets__stat-value" data-testid="red-packet-left">
              {Math.max(0, standing.sendnums)}
            </span>
            <span className="red-packets__stat-label">{t('redPackets.left')}</span>
          </div>
          <div className="red-packets__stat">
            <span className="red-packets__stat-value" data-testid="red-packet-received">
              {standing.acquirednum}
            </span>
            <span className="red-packets__stat-label">{t('redPackets.received')}</span>
          </div>
          <div className="red-packets__stat">
            <span className="red-packets__stat-value">{standing.max_times}</span>
            <span className="red-packets__stat-label">{t('redPackets.maxTimes')}</span>
          </div>
          <div className="red-packets__stat">
            <span className="red-packets__stat-value">{standing.money}</span>
            <span className="red-packets__stat-label">{t('redPackets.counted')}</span>
          </div>
        </div>
      </section>

      <section className="red-packets__card">
        <h3 className="red-packets__card-title">{t('redPackets.rulesTitle')}</h3>
        <p className="red-packets__window">{lines.claim}</p>
        <p className="red-packets__window">{lines.count}</p>
        {standing.rules.length === 0 ? (
          <p className="red-packets__empty">{t('redPackets.noRules')}</p>
        ) : (
          <table className="red-packets__table">
            <thead>
              <tr>
                <th>{t('redPackets.ruleTime')}</th>
                <th>{t('redPackets.ruleDeposit')}</th>
                <th>{t('redPackets.ruleTimes')}</th>
              </tr>
            </thead>
            <tbody>
              {standing.rules.map((rule) => (
                <tr key={`${rule.day_flow}-${rule.flow_money}`}>
                  <td>
                    {rule.start_time}-{rule.end_time}
                  </td>
                  <td>
                    {rule.day_flow} - {rule.flow_money}
                  </td>
                  <td>{t('redPackets.ruleTimesValue', { count: rule.recharge })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <ClaimResultPopup popup={popup} window={window} onClose={() => setPopup(undefined)} />
    </div>
  );
}

export default HongbaoPage;
