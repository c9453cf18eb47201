import { yuanStringToFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import { withdrawChannels } from './withdrawals.tables';
import { seedWithdrawSettings } from './withdrawals.settings';

/**
 * The withdraw channels a site needs (base seed): bank cards and two USDT wallets. Rates are CNY
 * per USDT; fees are hundredths of a USDT. Also writes the default daily limits. Staff change all of
 * it later in the back office.
 */
export async function seedWithdrawChannels(db: Db): Promise<void> {
  await db.insert(withdrawChannels).values([
    {
      type: 1,
      name: '银行卡',
      logo: '/static/withdraw/bank.svg',
      minFen: yuanStringToFen('100'),
      maxFen: yuanStringToFen('50000'),
      description: '提现至您绑定的银行卡，审核通过后约10-30分钟到账，请确认持卡人姓名与您的真实姓名一致。',
      sort: 0,
    },
    {
      type: 2,
      name: 'USDT-TRC20',
      logo: '/static/withdraw/usdt-trc20.svg',
      protocol: 'TRC20',
      minFen: yuanStringToFen('100'),
      maxFen: yuanStringToFen('200000'),
      giftInfo: '推荐',
      rate: '7.00',
      feeUnits: 100n,
      description: '波场 TRC20 网络，到账快，手续费 1 USDT。到账数量 = 提现金额 ÷ 汇率 − 手续费。',
      sort: 1,
    },
    {
      type: 2,
      name: 'USDT-ERC20',
      logo: '/static/withdraw/usdt-erc20.svg',
      protocol: 'ERC20',
      minFen: yuanStringToFen('100'),
      maxFen: yuanStringToFen('200000'),
      rate: '7.00',
      feeUnits: 500n,
      description: '以太坊 ERC20 网络，手续费 5 USDT。请确认收款地址支持 ERC20，转错网络无法找回。',
      sort: 2,
    },
  ]);
  await seedWithdrawSettings(db);
}
