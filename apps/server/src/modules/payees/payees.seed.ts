import type { Db } from '../../db/types';
import { insertBanks } from './payees.repository';

/** The system bank list members pick from when binding a card (gerSysBankInfo), base seed. */
const BANKS: { name: string; code: string }[] = [
  { name: '中国工商银行', code: 'icbc' },
  { name: '中国建设银行', code: 'ccb' },
  { name: '中国农业银行', code: 'abc' },
  { name: '中国银行', code: 'boc' },
  { name: '交通银行', code: 'bocom' },
  { name: '招商银行', code: 'cmb' },
  { name: '中国邮政储蓄银行', code: 'psbc' },
  { name: '兴业银行', code: 'cib' },
  { name: '浦发银行', code: 'spdb' },
  { name: '中信银行', code: 'citic' },
  { name: '中国民生银行', code: 'cmbc' },
  { name: '平安银行', code: 'pingan' },
];

export async function seedBanks(db: Db): Promise<void> {
  await insertBanks(
    db,
    BANKS.map((bank, index) => ({ bankName: bank.name, bankImg: `/static/banks/${bank.code}.svg`, sort: index })),
  );
}
