import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import PostAddRoundedIcon from '@mui/icons-material/PostAddRounded';
import { Avatar, Box, Button, Chip, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import type { GroupInfo } from '@shared/api/research';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { personName, subjectColor } from '../labels';

/** The group's name, subject, school and intro, its members (leader first) and 分享教案. */
export function GroupHeader({ group, onShare }: { group: GroupInfo; onShare: () => void }) {
  const navigate = useNavigate();
  const color = subjectColor(group.subjectCode);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 }, mb: 2.5 }}>
      <Button
        size="small"
        color="inherit"
        startIcon={<ArrowBackRoundedIcon />}
        onClick={() => void navigate(paths.mySubject)}
        sx={{ mb: 1.5, color: 'text.secondary' }}
      >
        返回学科教研
      </Button>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
        <Avatar variant="rounded" sx={{ bgcolor: color, width: 64, height: 64, fontSize: 28, fontWeight: 700 }}>
          {group.subjectName.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {group.name}
            </Typography>
            <Chip size="small" label={group.subjectName} sx={{ bgcolor: `${color}1a`, color }} />
            {group.joined && <Chip size="small" color="primary" variant="outlined" label="已加入" />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {group.schoolName} · {group.memberCount} 位成员 · {group.planCount} 篇教案
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {group.intro || '暂无简介'}
          </Typography>
        </Box>
        <Button
          variant="contained"
          disableElevation
          startIcon={<PostAddRoundedIcon />}
          onClick={onShare}
          sx={{ flex: 'none' }}
        >
          分享教案
        </Button>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        aria-label="成员"
        sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 1 }}
      >
        {group.members.map((m) => (
          <Tooltip key={m.userId} title={m.role === 'LEADER' ? '教研组长' : '组员'}>
            <Chip
              avatar={<Avatar src={m.avatar ? mediaUrl(m.avatar) : undefined}>{m.displayName.slice(0, 1)}</Avatar>}
              label={`${personName(m.displayName, m.mine)}${m.role === 'LEADER' ? ' · 组长' : ''}`}
              variant={m.role === 'LEADER' ? 'filled' : 'outlined'}
              color={m.role === 'LEADER' ? 'primary' : 'default'}
            />
          </Tooltip>
        ))}
      </Stack>
    </Paper>
  );
}
