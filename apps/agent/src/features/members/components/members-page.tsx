import type { PortalMember } from '@app/shared/contracts';
import { Button, Card, Input, List, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateRangeFields, lastDays } from '../../../components/date-range';
import { MoneyText } from '../../../components/money-text';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { zh } from '../../../locales/zh-CN';
import { useMembers } from '../api/get-members';

const t = zh.members;

function MemberRow({ member }: { member: PortalMember }) {
  const figures = [
    { label: t.deposit, value: member.deposit },
    { label: t.withdrawal, value: member.withdrawal },
    { label: t.validBet, value: member.valid_bet },
    { label: t.netResult, value: member.net_result },
  ];
  return (
    <List.Item className="member-row" data-member-id={member.id}>
      <div className="member-row__head">
        <strong>{member.username}</strong>
        {member.is_agent === 1 ? <Tag color="red">{t.agentTag}</Tag> : null}
      </div>
      <div className="member-row__times">
        <span>
          {t.registered} {member.registered_at}
        </span>
        <span>
          {t.lastLogin} {member.last_login_at ?? t.never}
        </span>
      </div>
      <div className="member-row__figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <div className="money-cell__label">{figure.label}</div>
            <MoneyText value={figure.value} />
          </div>
        ))}
      </div>
    </List.Item>
  );
}

/**
 * /members: the agent's direct members (or, with ?agent=&name=, one sub-agent's) with registration,
 * last login and the range's figures; paged, searchable by account.
 */
export default function MembersPage() {
  const [params, setParams] = useSearchParams();
  const agentId = params.get('agent') ?? undefined;
  const agentName = params.get('name') ?? '';
  const [range, setRange] = useState(() => lastDays(30));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const members = useMembers({ ...range, page, search: search || undefined, agent_id: agentId });

  return (
    <div className="page">
      {agentId ? (
        <Card size="small" className="section">
          <span>{t.viewingOf(agentName)}</span>{' '}
          <Button size="small" type="link" onClick={() => setParams({})}>
            {t.backToMine}
          </Button>
        </Card>
      ) : null}
      <Card size="small" className="section">
        <Input.Search
          placeholder={t.searchPlaceholder}
          allowClear
          enterButton={zh.common.search}
          maxLength={32}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <DateRangeFields
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </Card>
      {members.isPending ? (
        <LoadingState />
      ) : members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <Card size="small" className="section" title={t.total(members.data.total)}>
          <List dataSource={members.data.data} renderItem={(member) => <MemberRow member={member} />} />
          <Pagination
            className="pager"
            size="small"
            simple
            current={members.data.current_page}
            total={members.data.total}
            pageSize={members.data.per_page}
            onChange={setPage}
            hideOnSinglePage
          />
        </Card>
      )}
    </div>
  );
}
