import type { Db } from '../../db/types';
import { hashPassword } from '../../lib/passwords';
import { createMember, findMemberByUsername } from './members.service';

/** Demo accounts (demo mode only), listed in the README so an operator can try the site at once. */
export const DEMO_MEMBER = { username: 'demo888', password: 'demo8888', payPassword: '123456', mobile: '13800138000' };

export async function seedDemoMembers(db: Db): Promise<void> {
  if (await findMemberByUsername(db, DEMO_MEMBER.username)) return;
  await createMember(db, {
    username: DEMO_MEMBER.username,
    passwordHash: await hashPassword(DEMO_MEMBER.password),
    payPasswordHash: await hashPassword(DEMO_MEMBER.payPassword),
    realname: '演示会员',
    mobile: DEMO_MEMBER.mobile,
    registerIp: '127.0.0.1',
  });
}
