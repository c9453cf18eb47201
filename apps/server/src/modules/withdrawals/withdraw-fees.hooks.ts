import { formatFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import type { UserInfoExtension } from '../members';
import { listEnabledChannels } from './withdrawals.repository';

/** userInfo's withdrawal figures (spec-2 §3): ERC20 fee, TRC20 fee and the USDT rate, from the channels. */
export const withdrawFeesUserInfo: UserInfoExtension = async (db: Db) => {
  const channels = await listEnabledChannels(db);
  const erc20 = channels.find((channel) => channel.type === 2 && channel.protocol === 'ERC20');
  const trc20 = channels.find((channel) => channel.type === 2 && channel.protocol === 'TRC20');
  const rate = trc20?.rate ?? erc20?.rate ?? null;
  return {
    withdrawcashfee: formatFen(erc20?.feeUnits ?? 0n),
    withdrawfeeusdttrc: formatFen(trc20?.feeUnits ?? 0n),
    // numeric(18,8) reads back as '7.00000000': show it with the decimals that matter ('7.00').
    withdrawusdtrate: rate === null ? '0.00' : rate.replace(/(\.\d{2}\d*?)0+$/, '$1'),
  };
};
