import { Button } from '@mui/material';
import { useAddBagItem } from '../api/add-bag-item';
import { useBackPack } from '../api/back-pack';
import { L } from '../labels';

/** 加入备课包 for one book resource; 已加入备课包 once it is in the teacher's bag. */
export function AddToBagButton({
  bookId,
  lessonId,
  resourceId,
}: {
  bookId: number;
  lessonId: number;
  resourceId: number;
}) {
  const bag = useBackPack(bookId);
  const add = useAddBagItem(bookId);
  const inBag = !!bag.data?.some((i) => i.resourceId === resourceId);
  return (
    <Button
      variant="outlined"
      disabled={!bag.isSuccess || inBag || add.isPending}
      onClick={() => add.mutate({ bookId, lessonId, resourceId })}
      sx={{ flexShrink: 0 }}
    >
      {inBag ? L.bagInBagLong : L.bagAdd}
    </Button>
  );
}
