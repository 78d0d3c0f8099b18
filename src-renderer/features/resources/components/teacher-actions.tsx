import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResourceInfo } from '@shared/api/resources';
import { Msg } from '@shared/rules/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { notify } from '../../../platform/notify';
import { useDeleteResource, useFavorite } from '../api/resources';
import { ShareDialog } from './share-dialog';
import { UploadDialog } from './upload-dialog';

/** What a teacher does with a resource: 收藏, 分享到班级, and for its uploader 编辑 and 删除. */
export function TeacherActions({ r, canShare = true }: { r: ResourceInfo; canShare?: boolean }) {
  const favorite = useFavorite();
  const remove = useDeleteResource();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'share' | 'edit' | 'delete' | null>(null);
  const toggle = async () => {
    await favorite.mutateAsync({ resId: r.id, favorite: !r.favorited });
    notify.success(r.favorited ? Msg.resourceUnfavorited : Msg.resourceFavorited);
  };
  return (
    <>
      <Button
        variant={r.favorited ? 'outlined' : 'contained'}
        color={r.favorited ? 'error' : 'primary'}
        disableElevation
        startIcon={r.favorited ? <FavoriteRoundedIcon /> : <FavoriteBorderRoundedIcon />}
        onClick={() => void toggle().catch(() => undefined)}
        disabled={favorite.isPending}
      >
        {r.favorited ? '取消收藏' : '收藏'}
      </Button>
      {canShare && (
        <Button variant="outlined" startIcon={<ShareRoundedIcon />} onClick={() => setDialog('share')}>
          分享到班级
        </Button>
      )}
      {r.mine && (
        <>
          <Button variant="outlined" startIcon={<EditRoundedIcon />} onClick={() => setDialog('edit')}>
            编辑
          </Button>
          <Button color="error" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => setDialog('delete')}>
            删除
          </Button>
        </>
      )}
      {dialog === 'share' && <ShareDialog resource={r} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && <UploadDialog open resource={r} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="删除资源"
        message={`确定删除“${r.title}”吗？删除后分享到班级的记录也会一并删除。`}
        confirmText="删除"
        danger
        busy={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          void remove
            .mutateAsync(r.id)
            .then(() => {
              notify.success(Msg.resourceDeleted);
              void navigate(`${paths.myResource}?tab=MINE`, { replace: true });
            })
            .catch(() => undefined)
        }
      />
    </>
  );
}
