import { Avatar, Box, ButtonBase, Chip, Rating, Skeleton, Stack, Typography } from '@mui/material';
import { teachAgeLabel } from '@shared/rules/teach-level';
import { ErrorState } from '../../../components/error-state';
import { useTeacherList } from '../api/teacher-list';
import { assetUrl } from '../labels';

/** The teachers of the online and dual-teacher courses; a click opens the teacher info dialog. */
export function TeacherList({ onOpen }: { onOpen: (teacherId: number) => void }) {
  const list = useTeacherList();
  if (list.isPending)
    return (
      <Stack direction="row" spacing={2}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" width={240} height={112} />
        ))}
      </Stack>
    );
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill,minmax(240px,1fr))', gap: 2 }}>
      {(list.data ?? []).map((t) => (
        <ButtonBase
          key={t.id}
          onClick={() => onOpen(t.id)}
          sx={{
            display: 'flex',
            justifyContent: 'flex-start',
            gap: 1.5,
            p: 2,
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            textAlign: 'left',
            transition: 'box-shadow .2s',
            '&:hover': { boxShadow: 3 },
          }}
        >
          <Avatar aria-hidden src={assetUrl(t.avatar)} sx={{ width: 56, height: 56 }}>
            {t.displayName.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {/* The button's name is its text: "老师 张晓雨 …", the visible label included. */}
              <span className="visually-hidden">老师 </span>
              {t.displayName}
            </Typography>
            <Rating value={t.teacher.avgStar} precision={0.1} readOnly size="small" />
            <Stack direction="row" gap={0.5} sx={{ mt: 0.5 }} flexWrap="wrap">
              {teachAgeLabel(t.teacher.teachLv) && (
                <Chip size="small" color="primary" variant="outlined" label={teachAgeLabel(t.teacher.teachLv)} />
              )}
              {t.teacher.tags.slice(0, 1).map((tag) => (
                <Chip key={tag.id} size="small" variant="outlined" label={tag.name} />
              ))}
            </Stack>
          </Box>
        </ButtonBase>
      ))}
    </Box>
  );
}
