import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import QrCode2RoundedIcon from '@mui/icons-material/QrCode2Rounded';
import { Avatar, Box, Button, Card, Chip, Divider, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ClassCourse, UserClass } from '@shared/api/classes';
import { Msg } from '@shared/rules/messages';
import { CLASS_TYPE_LABEL } from '../labels';
import { ClassCourseRow } from './class-course-row';
import { ClassIntro } from './class-intro';

export interface ClassCardActions {
  onQr: (c: UserClass) => void;
  onAddCourse: (c: UserClass) => void;
  onDelete: (c: UserClass) => void;
  onEditPlan: (course: ClassCourse) => void;
  onRemoveCourse: (course: ClassCourse) => void;
}

const BAND = {
  ADMIN: 'linear-gradient(120deg,#2459dc 0%,#3d6be0 100%)',
  INTEREST: 'linear-gradient(120deg,#a84f00 0%,#c2410c 100%)',
};

/**
 * One class on the class page: school, introduction, students and courses with their weekly plans. `unconsented`
 * holds the pupils (user ids) whose guardian has not consented (issue 32): marked 未授权, never why.
 */
export function ClassCard({
  cls,
  unconsented,
  ...act
}: { cls: UserClass; unconsented?: readonly number[] } & ClassCardActions) {
  return (
    <Card
      component="section"
      aria-label={cls.name}
      variant="outlined"
      sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box sx={{ background: BAND[cls.type], color: '#fff', px: 2.5, py: 2, position: 'relative' }}>
        <Stack direction="row" alignItems="center" spacing={1}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }} noWrap>
            {cls.name}
          </Typography>
          <Chip
            size="small"
            label={CLASS_TYPE_LABEL[cls.type]}
            sx={{ bgcolor: 'rgba(255,255,255,0.22)', color: '#fff', fontWeight: 600 }}
          />
        </Stack>
        <Typography variant="body2" sx={{ opacity: 0.9, mt: 0.5 }}>
          {cls.school.name}
        </Typography>
        <Tooltip title="班级二维码">
          <IconButton
            aria-label="班级二维码"
            onClick={() => act.onQr(cls)}
            sx={{ position: 'absolute', right: 12, top: 14, color: '#fff', bgcolor: 'rgba(255,255,255,0.16)' }}
          >
            <QrCode2RoundedIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        sx={{
          px: 2.5,
          pt: 2,
          pb: 1,
          flex: 1,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 2,
          alignContent: 'start',
        }}
      >
        <ClassIntro cls={cls} />
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            学生{' '}
            <Typography component="span" color="text.secondary">
              {cls.students.length}人
            </Typography>
          </Typography>
          {cls.students.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              暂无学生，分享班级二维码邀请家长加入
            </Typography>
          ) : (
            <Stack direction="row" flexWrap="wrap" gap={1} aria-label="学生">
              {cls.students.map((s) => (
                <Chip
                  key={s.id}
                  avatar={<Avatar>{s.name.slice(-1)}</Avatar>}
                  label={
                    unconsented?.includes(s.userId) ? (
                      <>
                        {s.name}
                        <Box component="span" sx={{ ml: 0.75, color: 'warning.dark', fontWeight: 600 }}>
                          {Msg.consentMissingMark}
                        </Box>
                      </>
                    ) : (
                      s.name
                    )
                  }
                  variant="outlined"
                  size="small"
                />
              ))}
            </Stack>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            课程{' '}
            <Typography component="span" color="text.secondary">
              {cls.courses.length}门
            </Typography>
          </Typography>
          {cls.courses.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              还没有课程，点击下方“添加课程”
            </Typography>
          ) : (
            <Stack spacing={1}>
              {cls.courses.map((c) => (
                <ClassCourseRow
                  key={c.studentCourseId}
                  course={c}
                  onEditPlan={() => act.onEditPlan(c)}
                  onRemove={() => act.onRemoveCourse(c)}
                />
              ))}
            </Stack>
          )}
        </Box>
      </Box>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ px: 2, py: 1.25 }}>
        <Button startIcon={<AddRoundedIcon />} onClick={() => act.onAddCourse(cls)}>
          添加课程
        </Button>
        <Button startIcon={<QrCode2RoundedIcon />} onClick={() => act.onQr(cls)} color="inherit">
          邀请家长
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          startIcon={<DeleteOutlineRoundedIcon />}
          color="error"
          onClick={() => act.onDelete(cls)}
          aria-label={`删除班级 ${cls.name}`}
        >
          删除班级
        </Button>
      </Stack>
    </Card>
  );
}
