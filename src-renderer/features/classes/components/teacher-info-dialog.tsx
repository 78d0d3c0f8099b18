import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import { Avatar, Box, Button, Chip, Dialog, DialogContent, Rating, Skeleton, Stack, Typography } from '@mui/material';
import type { TeacherInfo } from '@shared/api/teachers';
import { Msg } from '@shared/rules/messages';
import { teachAgeLabel } from '@shared/rules/teach-level';
import { notify } from '../../../platform/notify';
import { Timing, useDebounced } from '../../../platform/timing';
import { useSetTeacherFollowed } from '../api/follow-teacher';
import { useTeacherInfo } from '../api/teacher-info';
import { assetUrl } from '../labels';

/**
 * Teacher info (spec sections 2, 3, 4, 5): name, avatar, age range, tags, star rating, introduction (or 暂无简介)
 * and the favourite toggle (已收藏 / 收藏), debounced 500 ms; 请稍后 while the info is not loaded.
 */
export function TeacherInfoDialog({ teacherId, onClose }: { teacherId: number | null; onClose: () => void }) {
  const info = useTeacherInfo(teacherId);
  const followMutation = useSetTeacherFollowed();
  const t = info.data;

  const toggle = useDebounced(async (current: TeacherInfo) => {
    const follow = !current.teacher.collection;
    try {
      const res = await followMutation.mutateAsync({ teacher: current.id, follow });
      notify.success(res.collection ? Msg.followSuccess : Msg.unfollowSuccess);
    } catch {
      // The HTTP layer has shown why.
    }
  }, Timing.favouriteMs);

  const onFavourite = () => (t ? toggle(t) : notify.warning(Msg.pleaseWait));
  const age = t ? teachAgeLabel(t.teacher.teachLv) : '';

  return (
    <Dialog
      open={teacherId !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'aria-label': '老师信息' } }}
    >
      <Box sx={{ height: 88, background: 'linear-gradient(120deg,#2459dc 0%,#3d6be0 100%)' }} />
      <DialogContent sx={{ pt: 0, mt: -6, display: 'grid', justifyItems: 'center', gap: 1.25, textAlign: 'center' }}>
        {t ? (
          <Avatar src={assetUrl(t.avatar)} sx={{ width: 96, height: 96, border: '4px solid #fff', fontSize: 36 }}>
            {t.displayName.slice(0, 1)}
          </Avatar>
        ) : (
          <Skeleton variant="circular" width={96} height={96} />
        )}
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          {t?.displayName ?? <Skeleton width={96} />}
        </Typography>
        {t && (
          <>
            <Stack direction="row" alignItems="center" spacing={1}>
              <Rating value={t.teacher.avgStar} precision={0.1} readOnly size="small" aria-label="评分" />
              <Typography variant="body2" color="text.secondary">
                {t.teacher.avgStar.toFixed(1)}
              </Typography>
            </Stack>
            <Stack direction="row" flexWrap="wrap" justifyContent="center" gap={0.75}>
              {age && <Chip size="small" color="primary" label={age} />}
              {t.teacher.tags.map((tag) => (
                <Chip key={tag.id} size="small" variant="outlined" label={tag.name} />
              ))}
            </Stack>
            <Box sx={{ width: '100%', textAlign: 'left', bgcolor: 'grey.50', borderRadius: 2, p: 1.5 }}>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                老师简介
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t.teacher.introduction || Msg.noIntroduction}
              </Typography>
            </Box>
          </>
        )}
        <Button
          variant={t?.teacher.collection ? 'outlined' : 'contained'}
          disableElevation
          color={t?.teacher.collection ? 'error' : 'secondary'}
          startIcon={t?.teacher.collection ? <FavoriteRoundedIcon /> : <FavoriteBorderRoundedIcon />}
          onClick={onFavourite}
          sx={{ mt: 1, minWidth: 140, borderRadius: 5 }}
        >
          {t?.teacher.collection ? Msg.collected : Msg.collect}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
