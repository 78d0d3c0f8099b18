import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Avatar, Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import type { ResearchGroup } from '@shared/api/research';
import { relativeTime, subjectColor } from '../labels';

/** One research group: subject, name, intro, leader, members, plans and the newest plan's time. */
export function GroupCard({ group, onOpen }: { group: ResearchGroup; onOpen: () => void }) {
  const color = subjectColor(group.subjectCode);
  return (
    <Card variant="outlined" data-testid="research-group" sx={{ borderRadius: 3, height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%', p: 2.5, display: 'flex', alignItems: 'stretch' }}>
        <Stack spacing={1.5} sx={{ width: '100%' }}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <Avatar variant="rounded" sx={{ bgcolor: color, width: 48, height: 48, fontSize: 20, fontWeight: 700 }}>
              {group.subjectName.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }} noWrap>
                {group.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {group.schoolName} · 组长 {group.leaderName || '待定'}
              </Typography>
            </Box>
            {group.joined && <Chip size="small" color="primary" variant="outlined" label="已加入" />}
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: 40,
            }}
          >
            {group.intro || '暂无简介'}
          </Typography>
          <Stack direction="row" spacing={2.5} alignItems="center" sx={{ color: 'text.secondary', fontSize: 13 }}>
            <Stack direction="row" spacing={0.5} alignItems="center">
              <GroupsOutlinedIcon fontSize="small" />
              <span>{group.memberCount} 位成员</span>
            </Stack>
            <Stack direction="row" spacing={0.5} alignItems="center">
              <ArticleOutlinedIcon fontSize="small" />
              <span>{group.planCount} 篇教案</span>
            </Stack>
            <Box sx={{ flex: 1 }} />
            <span>{group.latestPlanAt ? `最近分享 ${relativeTime(group.latestPlanAt)}` : '还没有教案'}</span>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
