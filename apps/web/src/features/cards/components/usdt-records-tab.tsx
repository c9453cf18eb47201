import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { copyWithToast } from '../../../lib/copy-text';
import { useUsdtAddresses } from '../api/get-cards';
import { useUnbindCard } from '../hooks/use-unbind-card';
import { MAX_USDT_ADDRESSES } from '../utils/card-limits';
import { CardListTab, UnbindButton } from './card-list-tab';

/**
 * The hidden third tab of /bankCard (spec-1 §2): saved USDT addresses (protocol, address) with
 * 解绑 (`delcard` type 2) and 添加USDT地址 (to /addUsdtCard) while fewer than 6 are saved.
 */
export function UsdtRecordsTab() {
  const { t } = useTranslation();
  const addresses = useUsdtAddresses();
  const unbinding = useUnbindCard(2);

  if (addresses.isPending) return <LoadingState />;
  if (addresses.isError) return <ErrorState onRetry={() => void addresses.refetch()} />;

  return (
    <CardListTab
      items={addresses.data}
      emptyText={t('cards.noUsdt')}
      max={MAX_USDT_ADDRESSES}
      addPath={paths.addUsdtCard}
      addLabel={t('cards.addUsdt')}
      limitNote={t('cards.usdtLimit', { max: MAX_USDT_ADDRESSES })}
      renderItem={(record) => (
        <li key={record.id} className="wallet-item">
          <div className="wallet-item__body">
            <div className="wallet-item__head">
              <strong className="wallet-item__name">USDT</strong>
              <Tag color="primary" fill="outline">
                {record.bank_owner}
              </Tag>
            </div>
            <button
              type="button"
              className="wallet-item__address"
              title={t('cards.copy')}
              onClick={() => void copyWithToast(record.bank_no)}
            >
              {record.bank_no}
            </button>
          </div>
          <UnbindButton
            id={record.id}
            unbinding={unbinding}
            question={t('cards.unbindUsdt', { protocol: record.bank_owner })}
          />
        </li>
      )}
    />
  );
}
