import { Switch, type SwitchProps } from 'antd';
import { useSaveWithToast, type SaveMutation } from '../hooks/use-save-with-toast';

/** A mutation whose variables name the row (`id`), so the row being saved shows a spinner. */
type RowMutation<Variables> = SaveMutation<Variables> & { variables?: { id?: number } | undefined };

type LookProps = Pick<SwitchProps, 'size' | 'checkedChildren' | 'unCheckedChildren'>;

/** A switch in a list row that saves at once (toast on success; spins while its row is saved). */
export function RowSwitch<Variables>({
  rowId,
  checked,
  label,
  save,
  variables,
  ...look
}: {
  rowId: number;
  checked: boolean;
  /** The accessible name (e.g. "<row name> 启用"). */
  label: string;
  save: RowMutation<Variables>;
  variables: (checked: boolean) => Variables;
} & LookProps) {
  const saveWithToast = useSaveWithToast();
  return (
    <Switch
      {...look}
      checked={checked}
      loading={save.isPending && save.variables?.id === rowId}
      aria-label={label}
      onChange={(next) => saveWithToast(save, variables(next))}
    />
  );
}

/** The 启用 switch of a row saved as `{ id, body: { enabled } }`. */
export function EnabledSwitch({
  row,
  label,
  save,
  ...look
}: {
  row: { id: number; enabled: boolean };
  label: string;
  save: RowMutation<{ id: number; body: { enabled: boolean } }>;
} & LookProps) {
  return (
    <RowSwitch
      {...look}
      rowId={row.id}
      checked={row.enabled}
      label={label}
      save={save}
      variables={(enabled) => ({ id: row.id, body: { enabled } })}
    />
  );
}
