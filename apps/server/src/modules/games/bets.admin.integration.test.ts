import { beforeAll, describe, expect, it } from 'vitest';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';

const { call, newMember, tokenOf, current } = useBackOfficeTestApp({
  staff: { content1: 'content', service1: 'customer_service' },
});
let testApp: TestApp;
let content: string;
let service: string;
beforeAll(() => {
  ({ testApp } = current());
  content = tokenOf('content1');
  service = tokenOf('service1');
});

describe('bets', () => {
  it('lists bet records with filters', async () => {
    const member = await newMember({ fen: 100_00n });
    await testApp.database.query(
      `insert into bet_records (platname, bet_id, member_id, game_code, game_name, category, stake_fen, valid_bet_fen, win_loss_fen, state, bet_at, settled_at)
       values ('house', $1, $2, 'baccarat', '百家乐', 'realperson', 2000, 2000, 1900, 1, now(), now())`,
      [`bac-${member.id}`, member.id.toString()],
    );
    const bets = await call('GET', `/api/admin/bets?member_id=${member.id}&category=realperson&state=1`, service);
    expect(bets.body.data.data).toEqual([
      expect.objectContaining({
        bet_id: `bac-${member.id}`,
        stake: '20.00',
        win_loss: '19.00',
        payout: '39.00',
        state_text: '已结算',
        username: member.name,
      }),
    ]);
    const csv = await call('GET', `/api/admin/bets?format=csv&member_id=${member.id}`, service);
    expect(csv.text).toContain(`bac-${member.id}`);
    expect((await call('GET', '/api/admin/bets', content)).status).toBe(403);
  });
});
