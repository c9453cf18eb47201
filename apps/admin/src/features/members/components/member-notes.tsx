import { AdminMemberNoteRequestSchema, type AdminMemberProfile } from '@app/shared/contracts';
import { Button, Empty, Flex, Form, Input, Typography } from 'antd';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useAddMemberNote } from '../api/add-member-note';

const m = zh.members;

/** Staff notes on the member, newest first, and a form to add one (with `members.note`). */
export function MemberNotes({
  memberId,
  notes,
  canWrite,
}: {
  memberId: string;
  notes: AdminMemberProfile['notes'];
  canWrite: boolean;
}) {
  const [form] = Form.useForm<{ note: string }>();
  const saveWithToast = useSaveWithToast();
  const add = useAddMemberNote();

  return (
    <Flex vertical gap={12}>
      {canWrite ? (
        <Form
          form={form}
          onFinish={(values) =>
            saveWithToast(add, { id: memberId, note: values.note.trim() }, () => form.resetFields())
          }
        >
          <Form.Item name="note" rules={[zodRule(AdminMemberNoteRequestSchema.shape.note)]} style={{ marginBottom: 8 }}>
            <Input.TextArea rows={2} maxLength={1000} showCount placeholder={m.notePlaceholder} aria-label={m.notes} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending} disabled={add.isPending}>
            {m.addNote}
          </Button>
        </Form>
      ) : null}
      {notes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zh.common.empty} />
      ) : (
        <ul className="note-list">
          {notes.map((note) => (
            <li key={note.id}>
              <Typography.Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-wrap' }}>
                {note.note}
              </Typography.Paragraph>
              <Typography.Text type="secondary">{m.noteBy(note.staff_username, note.created_at)}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
