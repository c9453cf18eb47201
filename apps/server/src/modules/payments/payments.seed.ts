import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { createDeposit, creditDeposit } from './payments.service';
import { SANDBOX_GATEWAY_CODE } from './sandbox-gateway';
import { rechargeChannels, rechargeTypes } from './payments.tables';

const yuan = (value: number) => BigInt(value) * 100n;

/** Demo company details: clearly not a real account (demo mode only). */
export const DEMO_BANK_ACCOUNT = {
  bankName: '中国工商银行',
  accountName: '星河演示科技有限公司',
  accountNo: '6222020200000000888',
  branch: '深圳分行营业部',
} as const;

/** Syntactically valid demo addresses (TRC20 base58check, ERC20 EIP-55). */
export const DEMO_USDT_ADDRESSES = {
  TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ERC20: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
} as const;

/** USDT demo rate, CNY per USDT. */
export const DEMO_USDT_RATE = '7.20';

/**
 * Demo recharge types and channels (demo mode only): online sandbox channels (custom and fixed
 * amounts), a company bank account and two USDT addresses. Does nothing when staff already
 * configured any recharge type.
 */
export async function seedDemoPayments(tx: Db): Promise<void> {
  const existing = await tx.select({ id: rechargeTypes.id }).from(rechargeTypes).limit(1);
  if (existing.length > 0) return;

  const [online, bank, trc20, erc20] = await tx
    .insert(rechargeTypes)
    .values([
      {
        name: '在线支付',
        logo: '/static/pay/online.svg',
        kind: 'online',
        minFen: yuan(10),
        maxFen: yuan(50_000),
        giftInfo: '秒到账',
        description: '支持快捷支付与固定金额通道，支付成功后实时到账。演示环境使用沙箱收银台，不会产生真实扣款。',
        sort: 1,
      },
      {
        name: '银行卡转账',
        logo: '/static/pay/bank.svg',
        kind: 'bank',
        minFen: yuan(100),
        maxFen: yuan(500_000),
        giftInfo: '大额推荐',
        description:
          '请按订单金额向公司账户转账，转账后在订单页面提交转账凭证号，财务核实后到账。请勿保存账户信息重复转账。',
        sort: 2,
      },
      {
        name: 'USDT-TRC20',
        logo: '/static/pay/usdt-trc20.svg',
        kind: 'usdt',
        minFen: yuan(100),
        maxFen: yuan(1_000_000),
        giftInfo: '手续费低',
        rate: DEMO_USDT_RATE,
        description: '请使用 TRC20 网络转入 USDT，数量以订单页面为准；其他网络转入将无法到账。',
        sort: 3,
      },
      {
        name: 'USDT-ERC20',
        logo: '/static/pay/usdt-erc20.svg',
        kind: 'usdt',
        minFen: yuan(100),
        maxFen: yuan(1_000_000),
        giftInfo: '',
        rate: DEMO_USDT_RATE,
        description: '请使用 ERC20 网络转入 USDT，数量以订单页面为准；其他网络转入将无法到账。',
        sort: 4,
      },
    ])
    .returning({ id: rechargeTypes.id });
  if (!online || !bank || !trc20 || !erc20) throw new Error('demo recharge types were not created');

  await tx.insert(rechargeChannels).values([
    {
      typeId: online.id,
      name: '快捷支付',
      gateway: SANDBOX_GATEWAY_CODE,
      allowCustomAmount: true,
      needFixedAmount: false,
      minFen: yuan(10),
      maxFen: yuan(50_000),
      sort: 1,
    },
    {
      typeId: online.id,
      name: '固定金额通道',
      gateway: SANDBOX_GATEWAY_CODE,
      allowCustomAmount: false,
      needFixedAmount: true,
      fixedAmounts: [100, 200, 500, 1000, 2000, 5000].map((value) => yuan(value).toString()),
      minFen: yuan(100),
      maxFen: yuan(5000),
      sort: 2,
    },
    {
      typeId: bank.id,
      name: '公司入款',
      allowCustomAmount: true,
      minFen: yuan(100),
      maxFen: yuan(500_000),
      ...DEMO_BANK_ACCOUNT,
      sort: 1,
    },
    {
      typeId: trc20.id,
      name: 'USDT-TRC20 转账',
      allowCustomAmount: true,
      minFen: yuan(100),
      maxFen: yuan(1_000_000),
      usdtProtocol: 'TRC20',
      usdtAddress: DEMO_USDT_ADDRESSES.TRC20,
      sort: 1,
    },
    {
      typeId: erc20.id,
      name: 'USDT-ERC20 转账',
      allowCustomAmount: true,
      minFen: yuan(100),
      maxFen: yuan(1_000_000),
      usdtProtocol: 'ERC20',
      usdtAddress: DEMO_USDT_ADDRESSES.ERC20,
      sort: 1,
    },
  ]);
}

/** No payment gateway: a demo deposit goes through the company bank channel. */
const NO_GATEWAYS = { get: () => undefined, isDisabled: () => false };

/**
 * A demo member's bank deposit, placed and credited through the real deposit service (ledger,
 * paysum, turnover, listeners) as staff confirmation would, paid at `paidAt` (demo seeds only; the
 * red-packet seed uses it so the demo member has counted deposits, decision 0024).
 */
export async function seedDemoCreditedDeposit(
  tx: Db,
  input: { memberId: bigint; amountFen: bigint; paidAt: Date; timeZone: string; payPageSecret: string },
): Promise<string | undefined> {
  const [channel] = await tx
    .select({ id: rechargeChannels.id })
    .from(rechargeChannels)
    .innerJoin(rechargeTypes, eq(rechargeTypes.id, rechargeChannels.typeId))
    .where(and(eq(rechargeTypes.kind, 'bank'), eq(rechargeChannels.enabled, true), eq(rechargeTypes.enabled, true)))
    .orderBy(asc(rechargeChannels.sort), asc(rechargeChannels.id))
    .limit(1);
  if (!channel) return undefined;
  const order = await createDeposit(tx, NO_GATEWAYS, {
    memberId: input.memberId,
    channelId: String(channel.id),
    amountFen: input.amountFen,
    timeZone: input.timeZone,
    payPageSecret: input.payPageSecret,
    now: new Date(input.paidAt.getTime() - 10 * 60_000),
  });
  await creditDeposit(tx, {
    orderNo: order.order_no,
    actor: { type: 'system', id: 'demo-seed' },
    now: input.paidAt,
    reviewedBy: 'demo-seed',
  });
  return order.order_no;
}
