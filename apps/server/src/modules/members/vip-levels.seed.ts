import { yuanStringToFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import { vipLevels } from './members.tables';

interface LevelSeed {
  level: number;
  recharge: string;
  flow: string;
  promoted: string;
  week: string;
  month: string;
  weekDeposit: string;
  weekBet: string;
  monthDeposit: string;
  monthBet: string;
  rates: [string, string, string, string, string, string];
}

// Demo VIP ladder: thresholds in yuan; rebate percentages per category
// (realperson, electron, joker, sport, lottery, e_sport).
const LADDER: LevelSeed[] = [
  {
    level: 0,
    recharge: '0',
    flow: '0',
    promoted: '0',
    week: '0',
    month: '0',
    weekDeposit: '0',
    weekBet: '0',
    monthDeposit: '0',
    monthBet: '0',
    rates: ['0.40', '0.40', '0.40', '0.40', '0.30', '0.40'],
  },
  {
    level: 1,
    recharge: '1000',
    flow: '5000',
    promoted: '18',
    week: '8',
    month: '18',
    weekDeposit: '500',
    weekBet: '2000',
    monthDeposit: '2000',
    monthBet: '8000',
    rates: ['0.50', '0.50', '0.50', '0.50', '0.35', '0.50'],
  },
  {
    level: 2,
    recharge: '5000',
    flow: '30000',
    promoted: '58',
    week: '18',
    month: '58',
    weekDeposit: '1000',
    weekBet: '5000',
    monthDeposit: '5000',
    monthBet: '20000',
    rates: ['0.60', '0.60', '0.60', '0.60', '0.40', '0.60'],
  },
  {
    level: 3,
    recharge: '20000',
    flow: '100000',
    promoted: '188',
    week: '38',
    month: '128',
    weekDeposit: '3000',
    weekBet: '15000',
    monthDeposit: '10000',
    monthBet: '50000',
    rates: ['0.70', '0.70', '0.70', '0.70', '0.45', '0.70'],
  },
  {
    level: 4,
    recharge: '50000',
    flow: '300000',
    promoted: '388',
    week: '88',
    month: '288',
    weekDeposit: '8000',
    weekBet: '40000',
    monthDeposit: '30000',
    monthBet: '150000',
    rates: ['0.80', '0.80', '0.80', '0.80', '0.50', '0.80'],
  },
  {
    level: 5,
    recharge: '100000',
    flow: '800000',
    promoted: '888',
    week: '188',
    month: '588',
    weekDeposit: '20000',
    weekBet: '100000',
    monthDeposit: '80000',
    monthBet: '400000',
    rates: ['0.90', '0.90', '0.90', '0.90', '0.55', '0.90'],
  },
  {
    level: 6,
    recharge: '300000',
    flow: '2000000',
    promoted: '1888',
    week: '388',
    month: '1288',
    weekDeposit: '50000',
    weekBet: '250000',
    monthDeposit: '200000',
    monthBet: '1000000',
    rates: ['1.00', '1.00', '1.00', '1.00', '0.60', '1.00'],
  },
  {
    level: 7,
    recharge: '1000000',
    flow: '6000000',
    promoted: '5888',
    week: '888',
    month: '2888',
    weekDeposit: '150000',
    weekBet: '800000',
    monthDeposit: '600000',
    monthBet: '3000000',
    rates: ['1.10', '1.10', '1.10', '1.10', '0.65', '1.10'],
  },
  {
    level: 8,
    recharge: '3000000',
    flow: '20000000',
    promoted: '18888',
    week: '1888',
    month: '6888',
    weekDeposit: '500000',
    weekBet: '2500000',
    monthDeposit: '2000000',
    monthBet: '10000000',
    rates: ['1.20', '1.20', '1.20', '1.20', '0.70', '1.20'],
  },
];

/** VIP levels every site needs (a new member starts at level 0); staff change them later. */
export async function seedVipLevels(db: Db): Promise<void> {
  await db
    .insert(vipLevels)
    .values(
      LADDER.map((seed) => ({
        level: seed.level,
        name: `VIP${seed.level}`,
        badge: `/static/vip/vip${seed.level}.svg`,
        rechargeFen: yuanStringToFen(seed.recharge),
        flowFen: yuanStringToFen(seed.flow),
        promotedBonusFen: yuanStringToFen(seed.promoted),
        weekBonusFen: yuanStringToFen(seed.week),
        monthBonusFen: yuanStringToFen(seed.month),
        weekDepositFen: yuanStringToFen(seed.weekDeposit),
        weekBetFen: yuanStringToFen(seed.weekBet),
        monthDepositFen: yuanStringToFen(seed.monthDeposit),
        monthBetFen: yuanStringToFen(seed.monthBet),
        realperson: seed.rates[0],
        electron: seed.rates[1],
        joker: seed.rates[2],
        sport: seed.rates[3],
        lottery: seed.rates[4],
        eSport: seed.rates[5],
      })),
    )
    .onConflictDoNothing();
}
