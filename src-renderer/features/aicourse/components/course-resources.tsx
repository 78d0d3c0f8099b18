import DescriptionRoundedIcon from '@mui/icons-material/DescriptionRounded';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import OndemandVideoRoundedIcon from '@mui/icons-material/OndemandVideoRounded';
import PictureAsPdfRoundedIcon from '@mui/icons-material/PictureAsPdfRounded';
import { Card, List, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { CourseResource } from '@shared/api/aicourse';
import { mediaUrl } from '../../../platform/media';
import { useCourseResources } from '../api/center';
import { ListButton } from '../../../components/list-button';

const ICON = {
  VIDEO: <OndemandVideoRoundedIcon color="primary" />,
  IMAGE: <ImageRoundedIcon color="success" />,
  PDF: <PictureAsPdfRoundedIcon color="error" />,
  DOC: <DescriptionRoundedIcon color="action" />,
} as const;
const KIND = { VIDEO: '单元视频', IMAGE: '学习单', PDF: 'PDF 文档', DOC: '文档' } as const;
const size = (n: number) =>
  n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/** 教学资源 of a course the school holds: each opens in a new tab (videos play, sheets print). */
export function CourseResources({ aicourseId, entitled }: { aicourseId: number; entitled: boolean }) {
  const list = useCourseResources(aicourseId, entitled);
  if (!entitled || !list.data?.length) return null;
  return (
    <Card elevation={0} sx={{ p: 3, borderRadius: 3 }} component="section" aria-label="教学资源">
      <Typography variant="h6" gutterBottom>
        教学资源
      </Typography>
      <List dense disablePadding>
        {list.data.map((r: CourseResource) => (
          <ListButton
            key={r.id}
            component="a"
            href={mediaUrl(r.url)}
            target="_blank"
            rel="noopener"
            data-testid="course-resource"
          >
            <ListItemIcon>{ICON[r.kind]}</ListItemIcon>
            <ListItemText primary={r.title} secondary={`${KIND[r.kind]} · ${size(r.size)}`} />
          </ListButton>
        ))}
      </List>
    </Card>
  );
}
