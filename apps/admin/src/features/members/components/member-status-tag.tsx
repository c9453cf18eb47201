import { StateTag } from '../../../components/state-tag';
import { zh } from '../../../locales/zh-CN';

export function MemberStatusTag({ status }: { status: string }) {
  return status === 'frozen' ? (
    <StateTag text={zh.members.statusFrozen} tone="error" />
  ) : (
    <StateTag text={zh.members.statusActive} tone="success" />
  );
}
