import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { moneyTextToFen } from '../../../lib/money-text';
import { showToast } from '../../../lib/show-toast';
import { useRefreshWallet } from '../../../hooks/use-refresh-wallet';
import { validateRebateClaim } from '@app/shared/validation';
import { useClaimRebates, useRebates, rebatesQueryKey, type RebateRecord } from '../api/get-rebates';
import type { RecordDate } from '../api/read-page';
import { RecordList } from './record-list';
import { rebateStateLabel } from './record-states';
import { StateTag } from './record-rows';

/** A rebate row (spec-2 §3: money, created_at, updated_at, gamename, state). */
function RebateRecordRow({ record }: { record: RebateRecord }) {
  const { t } = useTranslation();
  const negative = (moneyTextToFen(record.money) ?? 0n) < 0n;
  return (
    <li className="record-row">
      <div className="record-row__main">
        <span className="record-row__title">
          {record.gamename}
          <small>{record.day}</small>
        </span>
        <span className="record-row__meta">{t('assets.rebate.createdAt', { time: record.created_at })}</span>
        <span className="record-row__meta">{t('assets.rebate.updatedAt', { time: record.updated_at })}</span>
      </div>
      <div className="record-row__side">
        <strong className={negative ? 'record-row__amount record-row__loss' : 'record-row__amount'}>
          {t('common.currency')}
          {record.money}
        </strong>
        <StateTag label={rebateStateLabel(record.state, t)} />
      </div>
    </li>
  );
}

/**
 * The rebate tab of /assets (spec-2 §2 tab 5): 已领取 (jisuan) and 可领取 (nojisuan) with the claim
 * button, then the rows per day and platform with their state, by infinite scroll. Claiming with
 * nothing claimable says '暂无领取额度！' (spec-2 §5) without asking the server; a claim refreshes the
 * totals, the rows and the balances.
 */
export function RebateRecords({ apiType, date }: { apiType: string; date: RecordDate }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const query = useRebates({ apiType, date }, true);
  const claim = useClaimRebates();
  const first = query.data?.pages[0];
  const claimable = first ? (moneyTextToFen(first.nojisuan) ?? 0n) : 0n;

  function submit() {
    if (claim.isPending || !first) return;
    const refusal = validateRebateClaim({ claimableFen: claimable });
    if (refusal) {
      showToast({ content: refusal });
      return;
    }
    claim.mutate(undefined, {
      onSuccess: (outcome) => {
        showToast({ icon: 'success', content: outcome.message });
        refreshWallet();
        void queryClient.invalidateQueries({ queryKey: rebatesQueryKey });
      },
      // A refusal ('暂无领取额度！' when another device claimed first) is toasted by the api client.
      onError: () => void queryClient.invalidateQueries({ queryKey: rebatesQueryKey }),
    });
  }

  return (
    <>
      <div className="rebate-summary" aria-busy={query.isPending}>
        <div className="rebate-summary__figure">
          <span className="rebate-summary__label">{t('assets.rebate.claimed')}</span>
          <strong className="rebate-summary__value" data-testid="rebate-jisuan">
            {first ? first.jisuan : '--'}
          </strong>
        </div>
        <div className="rebate-summary__figure">
          <span className="rebate-summary__label">{t('assets.rebate.claimable')}</span>
          <strong className="rebate-summary__value rebate-summary__value--open" data-testid="rebate-nojisuan">
            {first ? first.nojisuan : '--'}
          </strong>
        </div>
        <Button
          className="rebate-summary__claim"
          color="primary"
          size="small"
          shape="rounded"
          disabled={!first}
          loading={claim.isPending}
          onClick={submit}
        >
          {t('assets.rebate.claim')}
        </Button>
      </div>
      <RecordList
        query={query}
        renderRow={(record, index) => (
          <RebateRecordRow key={`${record.platname}-${record.day}-${record.state}-${index}`} record={record} />
        )}
      />
    </>
  );
}
