import { Select } from 'antd';
import type { AgentPlanRow } from '../api/agents-api';
import { agentTexts as a } from '../agents-texts';

/** A commission plan chooser: enabled plans, each with its basis, cycle and highest rate. */
export function PlanSelect({
  plans,
  value,
  onChange,
  loading,
}: {
  plans: AgentPlanRow[] | undefined;
  value?: number;
  onChange?: (value: number) => void;
  loading?: boolean;
}) {
  return (
    <Select<number>
      value={value}
      onChange={onChange}
      loading={loading}
      allowClear
      placeholder={a.planPlaceholder}
      options={(plans ?? [])
        .filter((plan) => plan.enabled)
        .map((plan) => ({
          value: plan.id,
          label: `${plan.name}（${a.bases[plan.basis] ?? plan.basis}·${a.cycles[plan.cycle] ?? plan.cycle}，上限 ${plan.max_rate}%）`,
        }))}
    />
  );
}
