import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { zh } from '../locales/zh-CN';

/** A row's 编辑 button; with `name` its accessible name is "编辑 <name>". */
export function EditButton({ onClick, name }: { onClick: () => void; name?: string }) {
  return (
    <Button size="small" onClick={onClick} aria-label={name === undefined ? undefined : `${zh.common.edit} ${name}`}>
      {zh.common.edit}
    </Button>
  );
}

/** A row's destructive action (delete, remove) behind a 确定 / 取消 confirmation. */
export function ConfirmButton({
  confirm,
  onConfirm,
  loading,
  label,
  children,
}: {
  /** The question asked before acting. */
  confirm: ReactNode;
  onConfirm: () => void;
  /** The action is running for this row. */
  loading?: boolean;
  /** The accessible name, when the text alone is ambiguous. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Popconfirm
      title={confirm}
      okText={zh.common.confirm}
      cancelText={zh.common.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger loading={loading} aria-label={label}>
        {children}
      </Button>
    </Popconfirm>
  );
}
