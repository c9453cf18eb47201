import type { AdminMemberProfile } from '@app/shared/contracts';
import {
  Alert,
  Card,
  Col,
  Descriptions,
  Flex,
  Row,
  Skeleton,
  Statistic,
  Tabs,
  Tag,
  type DescriptionsProps,
  type TableColumnsType,
} from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { SmallList } from '../../../components/small-list';
import { StateTag } from '../../../components/state-tag';
import { paths, withQuery } from '../../../config/paths';
import { zh } from '../../../locales/zh-CN';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useCan } from '../../../hooks/use-can';
import { useMember } from '../api/get-member';
import { adjustmentColumns } from './adjustment-columns';
import { MemberActions } from './member-actions';
import { MemberNotes } from './member-notes';
import { MemberStatusTag } from './member-status-tag';
import { ResponsiblePlayPanel } from './responsible-play-panel';

const m = zh.members;
const none = zh.common.none;

function basicsOf(member: AdminMemberProfile['member']): DescriptionsProps['items'] {
  return [
    { key: 'id', label: m.id, children: member.id },
    { key: 'status', label: m.status, children: <MemberStatusTag status={member.status} /> },
    { key: 'realname', label: m.realname, children: member.realname || none },
    {
      key: 'mobile',
      label: m.mobile,
      children: member.mobile ? (
        <>
          {member.mobile}{' '}
          {member.mobile_verified ? <Tag color="green">{m.mobileVerified}</Tag> : <Tag>{m.mobileUnverified}</Tag>}
        </>
      ) : (
        none
      ),
    },
    { key: 'vip', label: m.vip, children: member.vip_name || `VIP${member.vip_level}` },
    { key: 'paysum', label: m.paysum, children: <Money value={member.paysum} /> },
    { key: 'pay', label: m.payPassword, children: member.has_pay_password ? m.payPasswordSet : m.payPasswordUnset },
    { key: 'mode', label: m.transferMode, children: member.transfer_status === 0 ? m.transferManual : m.transferFree },
    { key: 'agent', label: m.agent, children: member.is_agent === 1 ? zh.common.yes : zh.common.no },
    {
      key: 'referrer',
      label: m.referrer,
      children: member.referrer_id ? (
        <Link to={paths.member(member.referrer_id)}>{member.referrer_username || member.referrer_id}</Link>
      ) : (
        none
      ),
    },
    { key: 'created', label: m.registeredAt, children: member.created_at },
    { key: 'register_ip', label: m.registerIp, children: member.register_ip || none },
    {
      key: 'last_login',
      label: m.lastLogin,
      children: member.last_login_at ? `${member.last_login_at} (${member.last_login_ip})` : none,
    },
    { key: 'sessions', label: m.sessions, children: member.active_sessions },
    ...(member.login_locked_until
      ? [{ key: 'login_lock', label: m.loginLocked, children: member.login_locked_until }]
      : []),
    ...(member.pay_password_locked_until
      ? [{ key: 'pay_lock', label: m.payLocked, children: member.pay_password_locked_until }]
      : []),
  ];
}

/** 绑定时间 and 状态 (bound, or unbound since when) of a bank card or a USDT address. */
function bindingColumns<Row extends { created_at: string; deleted_at: string | null }>(): TableColumnsType<Row> {
  return [
    { key: 'created', title: m.boundAt, dataIndex: 'created_at' },
    {
      key: 'state',
      title: m.status,
      render: (_value, row) =>
        row.deleted_at ? (
          <StateTag text={`${m.unbound} ${row.deleted_at}`} tone="default" />
        ) : (
          <StateTag text={m.bound} tone="success" />
        ),
    },
  ];
}

function sourceTag(source: 'ledger' | 'platform' | 'unavailable') {
  switch (source) {
    case 'ledger':
      return <Tag>{m.sourceLedger}</Tag>;
    case 'platform':
      return <Tag color="blue">{m.sourcePlatform}</Tag>;
    case 'unavailable':
      return <Tag color="orange">{m.sourceUnavailable}</Tag>;
  }
}

function Balances({ profile }: { profile: AdminMemberProfile }) {
  const { balances, turnover } = profile;
  return (
    <Flex vertical gap={12}>
      <Row gutter={[12, 12]}>
        <Col xs={12} md={8}>
          <Statistic title={m.main} value={balances.main} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={m.hold} value={balances.withdrawal_hold} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic
            title={m.outstanding}
            value={turnover.outstanding}
            styles={{ content: { color: turnover.outstanding === '0.00' ? undefined : '#d46b08' } }}
          />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={m.required} value={turnover.total_required} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={m.validBet} value={turnover.total_valid_bet} />
        </Col>
      </Row>
      {balances.pending_transfers > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={m.pendingTransfers(balances.pending_transfers)}
          action={
            <Link to={withQuery(paths.transfers, { member_id: String(profile.member.id), state: '2' })}>
              {zh.dashboard.go}
            </Link>
          }
        />
      ) : null}
      <SmallList
        rows={balances.platforms}
        rowKey={(row) => row.platname}
        columns={[
          { key: 'name', title: m.platform, render: (_value, row) => `${row.name} (${row.platname})` },
          {
            key: 'balance',
            title: m.balances,
            align: 'right',
            render: (_value, row) => (row.balance === null ? none : <Money value={row.balance} />),
          },
          { key: 'source', title: m.source, render: (_value, row) => sourceTag(row.source) },
        ]}
      />
    </Flex>
  );
}

interface Section {
  key: string;
  label: string;
  children: ReactNode;
}

/** Cards, notes, logins…: tabs on a wide screen, one card after another on a phone (no hidden tabs). */
function ProfileSections({ items, isMobile }: { items: Section[]; isMobile: boolean }) {
  if (isMobile) {
    return (
      <>
        {items.map((item) => (
          <Card key={item.key} size="small" title={item.label}>
            {item.children}
          </Card>
        ))}
      </>
    );
  }
  return (
    <Card size="small">
      <Tabs items={items} />
    </Card>
  );
}

/** One member: who they are, their money, cards and addresses, logins, notes and adjustments. */
export default function MemberProfilePage() {
  const { id = '' } = useParams();
  const profile = useMember(id);
  const can = useCan();
  const isMobile = useIsMobile();

  if (profile.isPending) return <Skeleton active paragraph={{ rows: 14 }} />;
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  const { member } = data;

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={m.profileTitle(member.username)}
        sub={<Link to={paths.members}>{m.back}</Link>}
        extra={<MemberActions member={member} />}
      />
      {member.status === 'frozen' ? (
        <Alert type="error" showIcon title={`${zh.common.labelOf(m.status)}${m.statusFrozen}`} />
      ) : null}
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={m.basics}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 1, xxl: 2 }}
              items={basicsOf(member)}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title={`${m.balances} · ${m.turnover}`}
            extra={
              can('finance.withdrawals.view') ? (
                <Link to={withQuery(paths.withdrawals, { member_id: String(member.id), state: '' })}>
                  {zh.nav.withdrawals}
                </Link>
              ) : null
            }
          >
            <Balances profile={data} />
          </Card>
        </Col>
      </Row>
      <ProfileSections
        isMobile={isMobile}
        items={[
          {
            key: 'cards',
            label: `${m.cards} (${data.cards.length})`,
            children: (
              <SmallList
                rows={data.cards}
                columns={[
                  { key: 'bank', title: m.bank, dataIndex: 'bank_name' },
                  { key: 'branch', title: m.branch, dataIndex: 'branch' },
                  { key: 'owner', title: m.owner, dataIndex: 'owner_name' },
                  { key: 'number', title: m.cardNumber, dataIndex: 'card_number' },
                  ...bindingColumns<AdminMemberProfile['cards'][number]>(),
                ]}
              />
            ),
          },
          {
            key: 'addresses',
            label: `${m.addresses} (${data.usdt_addresses.length})`,
            children: (
              <SmallList
                rows={data.usdt_addresses}
                columns={[
                  { key: 'protocol', title: m.protocol, dataIndex: 'protocol' },
                  { key: 'address', title: m.address, dataIndex: 'address' },
                  ...bindingColumns<AdminMemberProfile['usdt_addresses'][number]>(),
                ]}
              />
            ),
          },
          {
            key: 'logins',
            label: m.logins,
            children: (
              <SmallList
                rows={data.logins}
                rowKey={(row) => `${row.created_at}-${row.ip}-${row.method}-${row.user_agent}`}
                columns={[
                  { key: 'time', title: m.loginTime, dataIndex: 'created_at' },
                  { key: 'ip', title: m.ip, dataIndex: 'ip' },
                  { key: 'method', title: m.method, dataIndex: 'method' },
                  {
                    key: 'result',
                    title: m.result,
                    render: (_value, row) =>
                      row.succeeded ? (
                        <StateTag text={m.succeeded} tone="success" />
                      ) : (
                        <StateTag text={m.failed} tone="error" />
                      ),
                  },
                  { key: 'ua', title: m.userAgent, dataIndex: 'user_agent', ellipsis: true, width: 240 },
                ]}
              />
            ),
          },
          {
            key: 'notes',
            label: `${m.notes} (${data.notes.length})`,
            children: <MemberNotes memberId={id} notes={data.notes} canWrite={can('members.note')} />,
          },
          {
            key: 'adjustments',
            label: `${m.adjustmentsTitle} (${data.adjustments.length})`,
            children: <SmallList rows={data.adjustments} columns={adjustmentColumns(false)} />,
          },
          {
            key: 'responsible-play',
            label: zh.responsiblePlay.tab,
            children: <ResponsiblePlayPanel memberId={id} />,
          },
        ]}
      />
    </Flex>
  );
}
