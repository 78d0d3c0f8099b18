import { Button, Card, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { TRAINING_KIND_LABEL } from '@shared/api/training';
import { doPathOf } from '../../../config/training-paths';
import { useSectionTrainings } from '../api/section-trainings';

/**
 * The parent's unit report: the AI lab trainings linked to the unit's sections (课后实验), each opened for the
 * child's class course. Done with the child's student account signed in, the result is saved for the child and
 * shows in the class's results; otherwise the training runs without saving (the doing view says so).
 */
export function UnitTrainingsCard({ sectionIds, studentCourseId }: { sectionIds: number[]; studentCourseId: number }) {
  const navigate = useNavigate();
  const list = [...useSectionTrainings(sectionIds).values()].flat();
  if (list.length === 0) return null;
  return (
    <Card elevation={0} sx={{ p: 2, borderRadius: 3 }} component="section" aria-label="课后实验">
      <Typography fontWeight={700}>课后实验</Typography>
      <Typography variant="body2" color="text.secondary">
        孩子用学生账号登录后完成，结果会保存到班级
      </Typography>
      <List dense disablePadding>
        {list.map((t) => (
          <ListItem
            key={t.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                variant="contained"
                aria-label={`开始实验 ${t.title}`}
                onClick={() => void navigate(doPathOf(t.kind, t.id, studentCourseId))}
              >
                开始实验
              </Button>
            }
          >
            <ListItemText
              primary={t.title}
              secondary={`${TRAINING_KIND_LABEL[t.kind]} · 约${t.minutes}分钟`}
              slotProps={{ primary: { sx: { pr: 11 } } }}
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
