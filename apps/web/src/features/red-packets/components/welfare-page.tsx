import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { serverMessageOf } from '../../../lib/server-message';
import { useRedPacketRecords, useRedPacketSummary } from '../api/red-packets';
import './red-packets.css';

/**
 * /welfare (spec-2 §2): grabs left and received today, a way to /hongbao, and the member's packets
 * (recharge amount, packet, time), 10 per page.
 */
export function WelfarePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useRedPacketSummary();
  const [page, setPage] = useState(1);
  const records = useRedPacketRecords(page);

  if (summary.isPending) return <LoadingState />;
  if (summary.isError) {
    return (
      <div className="red-packets">
        {serverMessageOf(summary.error) ? (
          // A refusal (红包已关闭 when redpacket_switch is 0): the server's words, no retry.
          <EmptyState text={serverMessageOf(summary.error)} />
        ) : (
          <ErrorState onRetry={() => void summary.refetch()} />
        )}
      </div>
    );
  }

  return (
    <div className="red-packets welfare">
      <section className="welfare__summary">
        <div className="red-packets__stats">
          <div className="red-packets__stat">
            <span className="red-packets__stat-value" data-testid="welfare-left">
              {Math.max(0, summary.data.sendnums)}
            </span>
            <span className="red-packets__stat-label">{t('redPackets.left')}</span>
          </div>
          <div className="red-packets__stat">
            <span className="red-packets__stat-value" data-testid="welfare-received">
              {summary.data.acquirednum}
            </span>
            <span className="red-packets__stat-label">{t('redPackets.received')}</span>
          </div>
        </div>
        <Button className="welfare__go" shape="rounded" onClick={() => void navigate(paths.hongbao)}>
          {t('redPackets.goGrab')}
        </Button>
      </section>

      <section className="red-packets__card">
        <h3 className="red-packets__card-title">{t('redPackets.recordsTitle')}</h3>
        {records.isPending ? (
          <LoadingState />
        ) : records.isError ? (
          <ErrorState description={serverMessageOf(records.error)} onRetry={() => void records.refetch()} />
        ) : records.data.data.length === 0 ? (
          <EmptyState text={t('redPackets.recordsEmpty')} />
        ) : (
          <>
            <table className="red-packets__table" data-testid="welfare-records">
              <thead>
                <tr>
                  <th>{t('redPackets.recordMoney')}</th>
                  <th>{t('redPackets.recordPacket')}</th>
                  <th>{t('redPackets.recordTime')}</th>
                </tr>
              </thead>
              <tbody>
                {records.data.data.map((row, index) => (
                  <tr key={`${row.created_at}-${index}`}>
                    <td>{row.money}</td>
                    <td className="red-packets__won">{row.redpacketmoney}</td>
                    <td className="red-packets__time">{row.created_at}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {records.data.last_page > 1 && (
              <div className="red-packets__pager">
                <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('redPackets.previous')}
                </Button>
                <span>{t('redPackets.pageOf', { page: records.data.current_page, last: records.data.last_page })}</span>
                <Button size="small" disabled={page >= records.data.last_page} onClick={() => setPage(page + 1)}>
                  {t('redPackets.next')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}

export default WelfarePage;
