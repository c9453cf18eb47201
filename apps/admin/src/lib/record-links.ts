import { paths, withQuery } from '../config/paths';
import { zh } from '../locales/zh-CN';

/**
 * Where a ledger reference or an audit target lives in the back office (issue #21: labels link to
 * the member or order they concern). Only records with a page or a list filter by id have one.
 */
export function recordLink(type: string, id: string): string | undefined {
  if (!id) return undefined;
  switch (type) {
    case 'member':
      return /^\d+$/.test(id) ? paths.member(id) : undefined;
    case 'deposit_order':
      return withQuery(paths.deposits, { order_no: id });
    case 'withdrawal':
      // state '' overrides the list's default (pending), so a reviewed order is found too.
      return withQuery(paths.withdrawals, { order_no: id, state: '' });
    case 'platform_transfer':
    case 'transfer':
      return withQuery(paths.transfers, { order_no: id });
    default:
      return undefined;
  }
}

/** A record type in Chinese; an unknown one shows as its code. */
export function recordTypeLabel(type: string): string {
  return zh.finance.recordTypes[type] ?? type;
}

/** A money mover: 系统, 员工 3, 会员 12 (with a link to the member). */
export function actorOf(type: string, id: string): { text: string; link?: string } {
  const name = zh.finance.actorTypes[type] ?? type;
  const text = id && type !== 'system' ? `${name} ${id}` : name;
  const link = type === 'member' ? recordLink('member', id) : undefined;
  return link ? { text, link } : { text };
}
