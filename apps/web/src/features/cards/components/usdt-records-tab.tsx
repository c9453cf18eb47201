import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Tag, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { copyWithToast } from '../../../lib/copy-text';
import { useDeleteCard } from '../api/delete-card';
import { cardsQueryKey, useUsdtAddresses, type UsdtAddress } from '../api/get-cards';
import { MAX_USDT_ADDRESSES } from '../utils/card-limits';

/**
 * The hidden third tab of /bankCard (spec-1 §2): saved USDT addresses (protocol, address) with
 * 解绑 (`delcard` type 2) and 添加USDT地址 (to /addUsdtCard) while fewer than 6 are saved.
 */
export function UsdtRecordsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const addresses = useUsdtAddresses();
  const unbind = useDeleteCard();

  if (addresses.isPending) return <LoadingState />;
  if (addresses.isError) return <ErrorState onRetry={() => void addresses.refetch()} />;

  const confirmUnbind = async (record: UsdtAddress) => {
    if (unbind.isPending) return;
    const confirmed = await Dialog.confirm({
      title: t('cards.unbindTitle'),
      content: t('cards.unbindUsdt', { protocol: record.bank_owner }),
      cancelText: t('common.cancel'),
      confirmText: t('cards.unbind'),
    });
    if (!confirmed) return;
    unbind.mutate(
      { id: record.id, type: 2 },
      {
        onSuccess: (message) => {
          Toast.show({ icon: 'success', content: message });
          void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
        },
      },
    );
  };

  const list = addresses.data;
  return (
    <div className="cards-tab">
      {list.length === 0 ? <EmptyState text={t('cards.noUsdt')} /> : null}
      <ul className="card-list">
        {list.map((record) => (
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
            <Button
              size="mini"
              shape="rounded"
              disabled={unbind.isPending}
              loading={unbind.isPending && unbind.variables?.id === record.id}
              onClick={() => void confirmUnbind(record)}
            >
              {t('cards.unbind')}
            </Button>
          </li>
        ))}
      </ul>
      {list.length < MAX_USDT_ADDRESSES ? (
        <Link className="card-add" to={paths.addUsdtCard}>
          <AddOutline aria-hidden="true" />
          {t('cards.addUsdt')}
        </Link>
      ) : null}
      <p className="cards-note">{t('cards.usdtLimit', { max: MAX_USDT_ADDRESSES })}</p>
    </div>
  );
}
