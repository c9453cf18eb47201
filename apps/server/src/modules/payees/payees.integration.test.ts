import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEip55Address } from '@app/shared/validation';
import { TEST_ENV } from '../../../test/factories';
import { memberHelpers, type TestMember } from '../../../test/members';
import { freshCardNumber, PAY_PASSWORD, payeeHelpers, randomTrc20 } from '../../../test/payees';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let channelIds: { trc20: number; erc20: number };
let bankIds: number[];
const { api, sql, newMember } = memberHelpers(() => testApp);
const { withdrawChannelIds, bindBankCard, bindUsdt, addCard } = payeeHelpers(() => testApp);

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

beforeAll(async () => {
  testApp = await createTestApp({ env: TEST_ENV });
  channelIds = await withdrawChannelIds();
  bankIds = (await sql<{ id: number }>('select id from banks order by sort, id')).map((row) => Number(row.id));
});
afterAll(async () => {
  await testApp.close();
});

// ---- banks and cards -----------------------------------------------------------------------------

describe('bank list and bank cards', () => {
  it('answers the system bank list on both paths', async () => {
    for (const url of ['/api/gerSysBankInfo', '/api/banklist']) {
      const { body } = await api(url, undefined);
      expect(body.code).toBe(200);
      expect(body.data).toHaveLength(12);
      expect(body.data[0]).toEqual({ id: bankIds[0], bank_name: '中国工商银行', bank_img: '/static/banks/icbc.svg' });
    }
  });

  it('answers the spec-1 §5 bank card rules in order, then the server’s', async () => {
    const member = await newMember();
    const card = freshCardNumber();
    const cases: [Record<string, unknown>, string][] = [
      [{}, '请输入银行'],
      [{ id: bankIds[1] }, '请输入开户行地址'],
      [{ id: bankIds[1], branch: '上海浦东支行' }, '请输入银行卡号'],
      [{ id: bankIds[1], branch: '上海浦东支行', card_number: card }, '请输入支付密码'],
      [
        { id: bankIds[1], branch: '上海浦东支行', card_number: '1234567', pay_pass: PAY_PASSWORD },
        '请输入正确的卡号长度',
      ],
      [{ id: bankIds[1], branch: '上海浦东支行', card_number: card, pay_pass: '12345' }, '请输入支付密码长度'],
    ];
    const more: [Record<string, unknown>, string][] = [
      [{ id: bankIds[1], branch: '上海浦东支行', card_number: card, pay_pass: '1'.repeat(19) }, '请输入支付密码长度'],
      [
        { id: bankIds[1], branch: '上海浦东支行', card_number: '6222abcd12345678', pay_pass: PAY_PASSWORD },
        '银行卡号只能是数字',
      ],
      [
        { id: bankIds[1], branch: '上海浦东支行', card_number: '6'.repeat(20), pay_pass: PAY_PASSWORD },
        '请输入正确的卡号长度',
      ],
      [{ id: bankIds[1], branch: '支'.repeat(81), card_number: card, pay_pass: PAY_PASSWORD }, '开户行地址最多80个字'],
      [{ id: 999999, branch: '上海浦东支行', card_number: card, pay_pass: PAY_PASSWORD }, '请选择正确的开户银行'],
      [{ id: bankIds[1], branch: '上海浦东支行', card_number: card, pay_pass: '000000' }, '支付密码错误，还可尝试4次'],
    ];
    for (const [payload, message] of cases) {
      expect((await api('/api/bindCard', member.token, payload)).body, JSON.stringify(payload)).toMatchObject({
        code: 422,
        message,
      });
    }
    // A second member for the rest (10 binding requests a minute per member).
    const other = await newMember();
    for (const [payload, message] of more) {
      expect((await api('/api/bindCard', other.token, payload)).body, JSON.stringify(payload)).toMatchObject({
        code: 422,
        message,
      });
    }
    expect((await api('/api/bindCard', member.token, { id: 'abc' })).status).toBe(400);
    expect((await api('/api/getcard', member.token, { type: 1 })).body.data).toEqual([]);
  });

  it('binds at most 5 cards in the member’s real name, lists them masked and refuses a duplicate', async () => {
    const member = await newMember();
    const numbers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const cardNumber = freshCardNumber();
      numbers.push(cardNumber);
      expect((await bindBankCard(member, { id: bankIds[i], card_number: cardNumber })).body).toMatchObject({
        code: 200,
        message: '绑定成功',
      });
    }
    expect((await bindBankCard(member)).body).toMatchObject({ code: 422, message: '最多只能绑定5张银行卡' });

    const { body } = await api('/api/getcard', member.token, { type: 1 });
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      bank_name: '中国工商银行',
      bank_img: '/static/banks/icbc.svg',
      branch: '北京朝阳支行',
      card_number: `${'*'.repeat(numbers[0]!.length - 4)}${numbers[0]!.slice(-4)}`,
    });
    expect(JSON.stringify(body)).not.toContain(numbers[0]);
    const owners = await sql('select distinct owner_name from bank_cards where member_id = $1', [member.id.toString()]);
    expect(owners).toEqual([{ owner_name: '张三' }]);

    // Unbinding frees a place; the same number is refused while it is live.
    expect((await api('/api/delcard', member.token, { id: body.data[0].id })).body).toMatchObject({
      code: 200,
      message: '解绑成功',
    });
    expect((await bindBankCard(member, { card_number: numbers[1] })).body.message).toBe('该银行卡已绑定，请勿重复添加');
    expect((await bindBankCard(member, { card_number: numbers[0] })).body.message).toBe('绑定成功');
    // The cards are the withdraw page's cards too.
    const types = (await api('/api/gerWithdrawType', member.token)).body.data;
    expect(types[0].info).toHaveLength(5);
  });

  it('unbinds only the caller’s own cards: another member’s id answers exactly like a missing one', async () => {
    const owner = await newMember();
    const intruder = await newMember();
    await bindBankCard(owner);
    const [card] = (await api('/api/getcard', owner.token)).body.data;
    const foreign = await api('/api/delcard', intruder.token, { id: card.id });
    const missing = await api('/api/delcard', intruder.token, { id: 987654321 });
    expect(foreign.body).toEqual({ code: 404, message: '记录不存在', msg: '记录不存在', data: null });
    expect(foreign).toEqual(missing);
    // Another member's list never shows it; the owner's card is still there.
    expect((await api('/api/getcard', intruder.token, { type: 1 })).body.data).toEqual([]);
    expect((await api('/api/getcard', owner.token, { type: 1 })).body.data).toHaveLength(1);
    // Twice: the second time it is gone.
    expect((await api('/api/delcard', owner.token, { id: card.id })).body.message).toBe('解绑成功');
    expect((await api('/api/delcard', owner.token, { id: card.id })).body).toEqual(missing.body);
    expect((await api('/api/delcard', owner.token, {})).status).toBe(400);
  });

  it('lists and unbinds USDT addresses with type 2, at most 6 of them', async () => {
    const owner = await newMember();
    const intruder = await newMember();
    for (let i = 0; i < 6; i += 1) {
      const added = await bindUsdt(owner);
      expect(added.body.message).toBe('添加成功！');
    }
    const seventh = await bindUsdt(owner);
    expect(seventh.body.message).toBe('最多只能绑定6个USDT地址');

    const { body } = await api('/api/getcard', owner.token, { type: 2 });
    expect(body.data).toHaveLength(6);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      bank: 'USDT',
      bank_owner: 'TRC20',
      bank_no: expect.stringMatching(/^T/),
    });
    const id = body.data[0].id;
    const missing = await api('/api/delcard', intruder.token, { id: 987654321, type: 2 });
    expect(await api('/api/delcard', intruder.token, { id, type: 2 })).toEqual(missing);
    // A USDT id is not a bank card id.
    expect((await api('/api/delcard', owner.token, { id, type: 1 })).body.message).toBe('记录不存在');
    expect((await api('/api/delcard', owner.token, { id, type: 2 })).body.message).toBe('解绑成功');
    expect((await api('/api/getcard', owner.token, { type: 2 })).body.data).toHaveLength(5);
    expect((await api('/api/getcard', intruder.token, { type: 2 })).body.data).toEqual([]);
  });

  it('needs a login for the member’s cards', async () => {
    for (const url of ['/api/getcard', '/api/delcard', '/api/bindCard', '/api/gerWalletInfo', '/api/bindWallet']) {
      expect((await api(url, undefined, { id: 1 })).body.code).toBe(401);
    }
  });
});

// ---- wallets -------------------------------------------------------------------------------------

describe('wallets', () => {
  it('lists the enabled wallets with the caller’s own bindings', async () => {
    const member = await newMember();
    const { body } = await api('/api/gerWalletInfo', member.token);
    expect(body.data).toEqual([
      {
        id: channelIds.trc20,
        name: 'USDT-TRC20',
        logo: '/static/withdraw/usdt-trc20.svg',
        is_bind: 0,
        address: '',
        protocol: 'TRC20',
      },
      {
        id: channelIds.erc20,
        name: 'USDT-ERC20',
        logo: '/static/withdraw/usdt-erc20.svg',
        is_bind: 0,
        address: '',
        protocol: 'ERC20',
      },
    ]);
  });

  it('answers the popup’s messages, checks the address against the protocol and binds each wallet once', async () => {
    const member = await newMember();
    const address = randomTrc20();
    const cases: [Record<string, unknown>, string][] = [
      [{}, '请选择钱包'],
      [{ id: 999999, address, pay_pass: PAY_PASSWORD }, '该钱包不存在或已停用'],
      [{ id: channelIds.trc20 }, '请输入钱包地址'],
      [{ id: channelIds.trc20, address }, '请输入支付密码'],
      [
        {
          id: channelIds.trc20,
          address: address.slice(0, -1) + (address.endsWith('a') ? 'b' : 'a'),
          pay_pass: PAY_PASSWORD,
        },
        '请输入正确的TRC20地址',
      ],
      [{ id: channelIds.erc20, address, pay_pass: PAY_PASSWORD }, '请输入正确的ERC20地址'],
      [{ id: channelIds.trc20, address, pay_pass: '000000' }, '支付密码错误，还可尝试4次'],
    ];
    for (const [payload, message] of cases) {
      expect((await api('/api/bindWallet', member.token, payload)).body, JSON.stringify(payload)).toMatchObject({
        code: 422,
        message,
      });
    }
    expect(
      (await api('/api/bindWallet', member.token, { id: channelIds.trc20, address, pay_pass: PAY_PASSWORD })).body,
    ).toMatchObject({
      code: 200,
      message: '绑定成功',
    });
    expect(
      (
        await api('/api/bindWallet', member.token, {
          id: channelIds.trc20,
          address: randomTrc20(),
          pay_pass: PAY_PASSWORD,
        })
      ).body,
    ).toMatchObject({
      code: 422,
      message: '该钱包已绑定',
    });
    // ERC20 is stored in its EIP-55 form whatever case was typed.
    const erc20 = `0x${randomBytes(20).toString('hex')}`;
    expect(
      (await api('/api/bindWallet', member.token, { id: channelIds.erc20, address: erc20, pay_pass: PAY_PASSWORD }))
        .body.message,
    ).toBe('绑定成功');

    const wallets = (await api('/api/gerWalletInfo', member.token)).body.data;
    expect(wallets.map((wallet: { is_bind: number; address: string }) => [wallet.is_bind, wallet.address])).toEqual([
      [1, address],
      [1, toEip55Address(erc20)],
    ]);
    // The withdraw page sees the same binding.
    const types = (await api('/api/gerWithdrawType', member.token)).body.data;
    expect(types.find((entry: { id?: number }) => entry.id === channelIds.trc20)).toMatchObject({
      is_bind: 1,
      address,
    });
  });

  it('keeps bindings per member: another member’s binding does not bind the wallet for the caller', async () => {
    const first = await newMember();
    const second = await newMember();
    const address = randomTrc20();
    expect(
      (await api('/api/bindWallet', first.token, { id: channelIds.trc20, address, pay_pass: PAY_PASSWORD })).body
        .message,
    ).toBe('绑定成功');
    const secondView = (await api('/api/gerWalletInfo', second.token)).body.data;
    expect(secondView[0]).toMatchObject({ id: channelIds.trc20, is_bind: 0, address: '' });
    expect(
      (
        await api('/api/bindWallet', second.token, {
          id: channelIds.trc20,
          address: randomTrc20(),
          pay_pass: PAY_PASSWORD,
        })
      ).body.message,
    ).toBe('绑定成功');
    expect((await api('/api/gerWalletInfo', first.token)).body.data[0].address).toBe(address);
  });

  it('binds a wallet once under parallel requests', async () => {
    const member = await newMember();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api('/api/bindWallet', member.token, { id: channelIds.trc20, address: randomTrc20(), pay_pass: PAY_PASSWORD }),
      ),
    );
    const messages = results.map((result) => result.body.message);
    expect(messages.filter((message) => message === '绑定成功')).toHaveLength(1);
    expect(messages.filter((message) => message === '该钱包已绑定')).toHaveLength(4);
    const rows = await sql('select count(*)::int as n from wallet_bindings where member_id = $1', [
      member.id.toString(),
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('leaves out disabled wallets and refuses to bind them', async () => {
    const member = await newMember();
    await sql('update withdraw_channels set enabled = false where id = $1', [channelIds.erc20]);
    try {
      const ids = (await api('/api/gerWalletInfo', member.token)).body.data.map((wallet: { id: number }) => wallet.id);
      expect(ids).toEqual([channelIds.trc20]);
      const bind = await api('/api/bindWallet', member.token, {
        id: channelIds.erc20,
        address: toEip55Address(`0x${'ab'.repeat(20)}`),
        pay_pass: PAY_PASSWORD,
      });
      expect(bind.body.message).toBe('该钱包不存在或已停用');
    } finally {
      await sql('update withdraw_channels set enabled = true where id = $1', [channelIds.erc20]);
    }
  });
});

// ---- withdraw screen: cards and USDT addresses ----------------------------------------------------

describe('POST /api/gerBankInfo', () => {
  it('lists the member’s USDT addresses with type 2 and the bank cards without it', async () => {
    const member = await newMember({ mobile: true });
    expect((await api('/api/gerBankInfo', member.token, { type: 2 })).body.data).toEqual([]);
    expect((await bindUsdt(member, { bank_no: TRC20 })).body.message).toBe('添加成功！');
    const cardId = await addCard(member);

    const usdt = await api('/api/gerBankInfo', member.token, { type: 2 });
    expect(usdt.body.data).toEqual([{ id: expect.any(Number), bank: 'USDT', bank_owner: 'TRC20', bank_no: TRC20 }]);
    const cards = await api('/api/gerBankInfo', member.token, {});
    expect(cards.body.data).toEqual([
      {
        id: cardId,
        bank_name: '中国工商银行',
        branch: '北京朝阳支行',
        card_number: expect.stringMatching(/^\*+1234$/),
        bank_img: '/static/banks/icbc.svg',
      },
    ]);

    const stranger = await newMember({ mobile: true });
    expect((await api('/api/gerBankInfo', stranger.token, { type: 2 })).body.data).toEqual([]);
    expect((await api('/api/gerBankInfo', stranger.token)).body.data).toEqual([]);
  });
});

// ---- bindcard -----------------------------------------------------------------------------------

describe('POST /api/bindcard (USDT)', () => {
  const bind = (member: TestMember, payload: Record<string, unknown>) =>
    api('/api/bindcard', member.token, { bank: 'USDT', pay_pass: PAY_PASSWORD, ...payload });

  it('answers the spec-1 §5 messages in order and checks the address against its protocol', async () => {
    const member = await newMember({ mobile: true });
    const message = async (payload: Record<string, unknown>) => (await bind(member, payload)).body.message;
    expect(await message({ bank_owner: 'TRC20', bank_no: '' })).toBe('请输入USDT地址');
    expect(await message({ bank_no: TRC20 })).toBe('请选择钱包协议');
    expect(await message({ bank_no: TRC20, bank_owner: 'BEP20' })).toBe('请选择钱包协议');
    expect(await message({ bank_no: TRC20, bank_owner: 'TRC20', pay_pass: '' })).toBe('请输入支付密码');
    expect(await message({ bank_no: TRC20.slice(0, -1) + 'u', bank_owner: 'TRC20' })).toBe('请输入正确的TRC20地址');
    expect(await message({ bank_no: ERC20, bank_owner: 'TRC20' })).toBe('请输入正确的TRC20地址');
    // Mixed case must match the EIP-55 checksum.
    expect(await message({ bank_no: ERC20.replace('aAeb', 'AAeb'), bank_owner: 'ERC20' })).toBe(
      '请输入正确的ERC20地址',
    );
    expect(await message({ bank_no: '0x123', bank_owner: 'ERC20' })).toBe('请输入正确的ERC20地址');
    expect(await message({ bank_no: TRC20, bank_owner: 'TRC20', pay_pass: '654321' })).toBe(
      '支付密码错误，还可尝试4次',
    );
    const rows = await sql('select * from usdt_addresses where member_id = $1', [member.id.toString()]);
    expect(rows).toEqual([]);
  });

  it('saves at most 6 live addresses and refuses the same address twice, whatever its letter case', async () => {
    const member = await newMember({ mobile: true });
    const lower = ERC20.toLowerCase();
    expect((await bind(member, { bank_owner: 'ERC20', bank_no: lower })).body).toMatchObject({
      code: 200,
      message: '添加成功！',
    });
    expect((await bind(member, { bank_owner: 'ERC20', bank_no: ERC20 })).body.message).toBe(
      '该USDT地址已绑定，请勿重复添加',
    );
    for (let i = 0; i < 5; i += 1) {
      expect((await bind(member, { bank_owner: 'TRC20', bank_no: randomTrc20() })).body.code).toBe(200);
    }
    expect((await bind(member, { bank_owner: 'TRC20', bank_no: randomTrc20() })).body.message).toBe(
      '最多只能绑定6个USDT地址',
    );

    const listed = (await api('/api/gerBankInfo', member.token, { type: 2 })).body.data;
    expect(listed).toHaveLength(6);
    // Stored in its EIP-55 form.
    expect(listed[0]).toMatchObject({ bank_owner: 'ERC20', bank_no: ERC20 });

    // An unbound (deleted) address frees its place.
    await sql('update usdt_addresses set deleted_at = now() where member_id = $1 and protocol = $2', [
      member.id.toString(),
      'ERC20',
    ]);
    expect((await bind(member, { bank_owner: 'ERC20', bank_no: ERC20 })).body.code).toBe(200);
  });
});

describe('POST /api/bindcard (alternate bank form)', () => {
  it('applies the spec-1 §5 bank card rules, takes a bank from the system list and at most 5 cards', async () => {
    const form = {
      bank_owner: '张三',
      bank: '中国银行',
      bank_address: '上海浦东支行',
      bank_no: '6217000010001234',
      pay_pass: PAY_PASSWORD,
    };
    let member = await newMember({ mobile: true });
    const message = async (changes: Record<string, unknown>) =>
      (await api('/api/bindcard', member.token, { ...form, ...changes })).body.message;
    expect(await message({ bank_owner: '' })).toBe('请输入姓名');
    expect(await message({ bank: '' })).toBe('请输入银行');
    expect(await message({ bank_address: '' })).toBe('请输入开户行地址');
    expect(await message({ bank_no: '' })).toBe('请输入银行卡号');
    expect(await message({ pay_pass: '' })).toBe('请输入支付密码');
    expect(await message({ bank_no: '6217000' })).toBe('请输入正确的卡号长度');
    expect(await message({ bank_no: '6217-0000-1000' })).toBe('银行卡号只能是数字');
    expect(await message({ bank: '火星银行' })).toBe('请选择正确的开户银行');

    member = await newMember({ mobile: true }); // bindcard allows 10 calls a minute per member
    expect(await message({})).toBe('绑定成功');
    expect(await message({})).toBe('该银行卡已绑定，请勿重复添加');
    for (let i = 2; i <= 5; i += 1) expect(await message({ bank_no: `621700001000${1234 + i}` })).toBe('绑定成功');
    expect(await message({ bank_no: '6217000010009999' })).toBe('最多只能绑定5张银行卡');
  });
});
