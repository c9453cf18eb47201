import type { PortalSubAgent } from '@app/shared/contracts';
import { Button, Card, List, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { zh } from '../../../locales/zh-CN';
import { useMe } from '../../../lib/get-me';
import { useSubAgents } from '../api/get-sub-agents';
import { CreateSubAgentModal } from './create-sub-agent-modal';

const t = zh.subAgents;

function SubAgentRow({ agent }: { agent: PortalSubAgent }) {
  const name = encodeURIComponent(agent.username);
  return (
    <List.Item className="member-row" data-agent-id={agent.member_id}>
      <div className="member-row__head">
        <strong>{agent.username}</strong>
        <Tag color="red">
          {t.rate} {agent.rate_percent}%
        </Tag>
        <Tag color={agent.status === 'active' ? 'green' : 'default'}>{t.status[agent.status] ?? agent.status}</Tag>
      </div>
      <div className="member-row__times">
        <span>
          {t.directMembers} {agent.direct_members}
        </span>
        <span>
          {t.subAgents} {agent.sub_agents}
        </span>
        <span>
          {t.createdAt} {agent.created_at}
        </span>
      </div>
      <div className="member-row__links">
        <Link to={`${paths.members}?agent=${agent.member_id}&name=${name}`}>{t.viewMembers}</Link>
        <Link to={`${paths.subAgents}?parent=${agent.member_id}&name=${name}`}>{t.viewSubAgents}</Link>
      </div>
    </List.Item>
  );
}

/** /sub-agents: agents directly below (or below one sub-agent with ?parent=), and creating one. */
export default function SubAgentsPage() {
  const [params, setParams] = useSearchParams();
  const parentId = params.get('parent') ?? undefined;
  const parentName = params.get('name') ?? '';
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const me = useMe();
  const list = useSubAgents({ page, parent_id: parentId });

  return (
    <div className="page">
      <Card size="small" className="section">
        {parentId ? (
          <div>
            <span>
              {parentName} {t.viewingOf}
            </span>{' '}
            <Button size="small" type="link" onClick={() => setParams({})}>
              {t.backToMine}
            </Button>
          </div>
        ) : (
          <Button type="primary" block onClick={() => setCreating(true)} disabled={!me.data}>
            {t.create}
          </Button>
        )}
      </Card>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <Card size="small" className="section">
          <List dataSource={list.data.data} renderItem={(agent) => <SubAgentRow agent={agent} />} />
          <Pagination
            className="pager"
            size="small"
            simple
            current={list.data.current_page}
            total={list.data.total}
            pageSize={list.data.per_page}
            onChange={setPage}
            hideOnSinglePage
          />
        </Card>
      )}
      {me.data ? (
        <CreateSubAgentModal open={creating} ownRate={me.data.rate_percent} onClose={() => setCreating(false)} />
      ) : null}
    </div>
  );
}
