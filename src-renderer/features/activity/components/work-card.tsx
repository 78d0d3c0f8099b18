import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import PermMediaOutlinedIcon from '@mui/icons-material/PermMediaOutlined';
import { Box, Button, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import type { WorkCard as Work } from '@shared/api/activity';
import { mediaUrl } from '../../../platform/media';

/** A work in an activity's gallery: cover, title, authors and school, its rank, and the praise toggle. */
export function WorkCard(props: { work: Work; onOpen: () => void; onPraise?: (praise: boolean) => void }) {
  const w = props.work;
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }} data-testid="work-card">
      <CardActionArea onClick={props.onOpen}>
        <Box sx={{ position: 'relative' }}>
          {w.cover ? (
            <Box
              component="img"
              src={mediaUrl(w.cover)}
              alt=""
              sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'grey.100' }}
            />
          ) : (
            // A work of videos or documents only has no picture to show.
            <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}>
              <PermMediaOutlinedIcon sx={{ fontSize: 48, color: 'grey.400' }} />
            </Box>
          )}
          <Chip
            size="small"
            label={`第${w.rank}名`}
            color={w.rank <= 3 ? 'warning' : 'default'}
            sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 600 }}
            data-testid="work-rank"
          />
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {w.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {w.authors.join('、')} · {w.schoolName}
          </Typography>
        </Box>
      </CardActionArea>
      <Stack direction="row" alignItems="center" sx={{ px: 1.5, pb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {w.finalScore != null ? `得分 ${w.finalScore}` : ''}
        </Typography>
        <Button
          size="small"
          color={w.praised ? 'error' : 'inherit'}
          startIcon={w.praised ? <FavoriteRoundedIcon /> : <FavoriteBorderRoundedIcon />}
          disabled={!props.onPraise}
          onClick={() => props.onPraise?.(!w.praised)}
          aria-pressed={w.praised}
          aria-label={`点赞 ${w.title} ${w.praiseCount}`}
        >
          {w.praiseCount}
        </Button>
      </Stack>
    </Card>
  );
}
