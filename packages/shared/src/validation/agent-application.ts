// Agent application rules, spec-2 §5.
import { isMainlandMobile } from './patterns';
import { isBlank, textOf, type TextInput, type ValidationResult } from './rule-helpers';

/** Agent application messages, verbatim from spec-2 §5. */
export const AGENT_APPLICATION_MESSAGES = {
  mobileInvalid: '请输入正确手机号',
  reasonRequired: '请输入申请理由',
} as const;

/** Agent application (applyagentdo): the mainland mobile pattern, then a reason. */
export function validateAgentApplication(input: { mobile: TextInput; reason: TextInput }): ValidationResult {
  if (!isMainlandMobile(textOf(input.mobile))) return AGENT_APPLICATION_MESSAGES.mobileInvalid;
  if (isBlank(input.reason)) return AGENT_APPLICATION_MESSAGES.reasonRequired;
  return null;
}
