import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import type { PlatformBalance } from '../../../lib/api/get-platform-balances';
import { serverMessageOf } from '../../../lib/server-message';
import { MoneySectionTitle } from '../../../components/money-form';

/** Platforms shown before 展开全部: two rows of three. */
const COLLAPSED_PLATFORMS = 6;

interface PlatformBalanceGridProps {
  query: UseQueryResult<PlatformBalance[]>;
  onTransfer: (platform: PlatformBalance) => void;
}

/** Expandable grid of per-platform balances, each with a transfer button (spec-2 §2). */
export function PlatformBalanceGrid({ query, onTransfer }: PlatformBalanceGridProps) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);

  let body;
  if (query.isPending) {
    body = <LoadingState />;
  } else if (!query.data) {
    body = <ErrorState description={serverMessageOf(query.error)} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = <EmptyState text={t('assets.noPlatforms')} />;
  } else {
    const platforms = isExpanded ? query.data : query.data.slice(0, COLLAPSED_PLATFORMS);
    body = (
      <>
        {/* The poll stopped on a refusal (its message was toasted): say so and offer a retry. */}
        {query.isError ? (
          <ErrorState description={serverMessageOf(query.error)} onRetry={() => void query.refetch()} />
        ) : null}
        <ul className="platform-grid">
          {platforms.map((platform) => {
            const isDown = platform.maintenance === 1;
            return (
              <li key={platform.platname} className="platform-grid__cell">
                <span className="platform-grid__name">{platform.name}</span>
                <span className="platform-grid__balance">{platform.balance}</span>
                <Button
                  size="mini"
                  color="primary"
                  fill="outline"
                  shape="rounded"
                  disabled={isDown}
                  onClick={() => onTransfer(platform)}
                >
                  {isDown ? t('assets.maintenance') : t('assets.transfer')}
                </Button>
              </li>
            );
          })}
        </ul>
        {query.data.length > COLLAPSED_PLATFORMS ? (
          <button type="button" className="option-grid__toggle" onClick={() => setIsExpanded((value) => !value)}>
            {isExpanded ? t('assets.collapse') : t('assets.expand')}
            {isExpanded ? <UpOutline /> : <DownOutline />}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section className="money-section">
      <MoneySectionTitle title={t('assets.platforms')} />
      {body}
    </section>
  );
}
