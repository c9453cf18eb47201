import { Button, CheckList, Popup, SearchBar } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { useSystemBanks, type SysBank } from '../api/get-system-banks';
import { filterBanks } from '../utils/filter-banks';

interface BankPickerPopupProps {
  visible: boolean;
  selectedId: number | null;
  onConfirm: (bank: SysBank) => void;
  onClose: () => void;
}

/**
 * The full-screen bank chooser of /addBankCard (spec-1 §2): search by name, pick one, confirm or
 * close. Banks come from `POST /api/gerSysBankInfo`.
 */
export function BankPickerPopup({ visible, selectedId, onConfirm, onClose }: BankPickerPopupProps) {
  const { t } = useTranslation();
  const banks = useSystemBanks();
  const [search, setSearch] = useState('');
  const [pickedId, setPickedId] = useState<number | null>(null);

  const currentId = pickedId ?? selectedId;
  const shown = banks.data ? filterBanks(banks.data, search) : [];
  const picked = banks.data?.find((bank) => bank.id === currentId) ?? null;

  const close = () => {
    setPickedId(null);
    setSearch('');
    onClose();
  };

  return (
    <Popup visible={visible} onClose={close} position="right" bodyClassName="bank-picker" destroyOnClose>
      <div className="bank-picker__inner" role="dialog" aria-label={t('cards.bankListTitle')}>
        <div className="bank-picker__head">
          <button type="button" className="bank-picker__close" aria-label={t('common.close')} onClick={close}>
            <CloseOutline />
          </button>
          <strong>{t('cards.bankListTitle')}</strong>
          <Button
            size="small"
            color="primary"
            fill="none"
            disabled={!picked}
            onClick={() => {
              if (!picked) return;
              onConfirm(picked);
              close();
            }}
          >
            {t('common.confirm')}
          </Button>
        </div>
        <div className="bank-picker__search">
          <SearchBar placeholder={t('cards.searchBank')} value={search} onChange={setSearch} />
        </div>
        <div className="bank-picker__list">
          {banks.isPending ? <LoadingState /> : null}
          {banks.isError ? <ErrorState onRetry={() => void banks.refetch()} /> : null}
          {banks.data && shown.length === 0 ? <EmptyState text={t('cards.noBankMatch')} /> : null}
          {shown.length > 0 ? (
            <CheckList
              value={currentId === null ? [] : [String(currentId)]}
              onChange={(values) => {
                const last = values[values.length - 1];
                if (last !== undefined) setPickedId(Number(last));
              }}
            >
              {shown.map((bank) => (
                <CheckList.Item
                  key={bank.id}
                  value={String(bank.id)}
                  prefix={bank.bank_img ? <img className="bank-picker__logo" src={bank.bank_img} alt="" /> : null}
                >
                  {bank.bank_name}
                </CheckList.Item>
              ))}
            </CheckList>
          ) : null}
        </div>
      </div>
    </Popup>
  );
}
