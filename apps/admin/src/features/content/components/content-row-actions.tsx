import { Flex } from 'antd';
import { ConfirmButton, EditButton } from '../../../components/row-actions';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { useDeleteContent, type ContentResource } from '../api/content-lists';
import { ct } from '../content-texts';

/** 编辑 and 删除 (after a confirmation) of one row of a content list. */
export function ContentRowActions({
  resource,
  id,
  onEdit,
}: {
  resource: ContentResource;
  id: number;
  onEdit: () => void;
}) {
  const remove = useDeleteContent(resource);
  const saveWithToast = useSaveWithToast();
  return (
    <Flex gap={8}>
      <EditButton onClick={onEdit} />
      <ConfirmButton confirm={ct.deleteConfirm} onConfirm={() => saveWithToast(remove, id)} loading={remove.isPending}>
        {ct.delete}
      </ConfirmButton>
    </Flex>
  );
}
