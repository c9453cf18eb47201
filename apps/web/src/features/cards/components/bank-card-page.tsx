import { Tabs } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { BankCardsTab } from './bank-cards-tab';
import { UsdtRecordsTab } from './usdt-records-tab';
import { WalletsTab } from './wallets-tab';
import '../../../components/account-form.css';
import '../../../components/layout-blocks.css';
import './cards.css';

/** Tabs of /bankCard (spec-1 §2): 1 bank cards (default), 2 wallets, 3 the hidden USDT records. */
type CardsTab = '1' | '2' | '3';
const BANK_TAB: CardsTab = '1';
const WALLET_TAB: CardsTab = '2';
/** Hidden in the tab bar as the spec says; still built, and opened by `?type=3`. */
const USDT_TAB: CardsTab = '3';

function parseTab(value: string | null): CardsTab {
  if (value === WALLET_TAB || value === USDT_TAB) return value;
  return BANK_TAB;
}

/** /bankCard (spec-1 §2; guarded): `?type=2` opens the wallet tab. */
export function BankCardPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('type'));

  return (
    <div className="cards-page">
      {tab === USDT_TAB ? (
        <h2 className="cards-page__hidden-title">{t('cards.tabUsdt')}</h2>
      ) : (
        <Tabs
          className="sticky-tabs cards-tabs"
          activeKey={tab}
          onChange={(key) => setSearchParams({ type: parseTab(key) }, { replace: true })}
        >
          <Tabs.Tab key={BANK_TAB} title={t('cards.tabBank')} />
          <Tabs.Tab key={WALLET_TAB} title={t('cards.tabWallet')} />
        </Tabs>
      )}
      {tab === BANK_TAB ? <BankCardsTab /> : null}
      {tab === WALLET_TAB ? <WalletsTab /> : null}
      {tab === USDT_TAB ? <UsdtRecordsTab /> : null}
    </div>
  );
}

export default BankCardPage;
