import { Card, List, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { MoneyText } from '../../../components/money-text';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { zh } from '../../../locales/zh-CN';
import { useStatements } from '../api/get-statements';

const t = zh.statements;

/** /statements: one row per commission cycle; each opens its detail. */
export default function StatementsPage() {
  const [page, setPage] = useState(1);
  const statements = useStatements(page);
  if (statements.isPending) return <LoadingState />;
  if (statements.isError) return <ErrorState error={statements.error} onRetry={() => void statements.refetch()} />;
  if (statements.data.data.length === 0) return <EmptyState />;
  return (
    <div className="page">
      <Card size="small" className="section">
        <List
          dataSource={statements.data.data}
          renderItem={(statement) => (
            <List.Item className="statement-row">
              <Link to={paths.statement(statement.id)} className="statement-row__link">
                <span>
                  {t.cycle} {statement.cycle_start} ~ {statement.cycle_end}
                </span>
                <span className="statement-row__right">
                  <MoneyText value={statement.amount} />
                  <Tag>{t.state[statement.state] ?? statement.state}</Tag>
                </span>
              </Link>
            </List.Item>
          )}
        />
        <Pagination
          className="pager"
          size="small"
          simple
          current={statements.data.current_page}
          total={statements.data.total}
          pageSize={statements.data.per_page}
          onChange={setPage}
          hideOnSinglePage
        />
      </Card>
    </div>
  );
}
