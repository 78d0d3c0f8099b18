import { Box, Card, CardActionArea, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { mediaUrl } from '../platform/media';

export interface CoverCardProps {
  cover: string;
  title: string;
  /** Width / height of the cover (16 / 9 for courses, 3 / 4 for books). */
  ratio?: number;
  tag?: string;
  subtitle?: ReactNode;
  onClick?(): void;
}

/** A catalogue card: the cover (server path resolved), a tag (纸数融合, a status), the title on two lines and a subtitle. */
export function CoverCard({ cover, title, ratio = 16 / 9, tag, subtitle, onClick }: CoverCardProps) {
  return (
    <Card
      elevation={0}
      data-testid="cover-card"
      sx={{
        height: '100%',
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: '0 8px 24px rgba(31,45,80,0.12)', transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea
        onClick={onClick}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: String(ratio), bgcolor: '#eef2f8', overflow: 'hidden' }}>
          {cover && (
            <Box
              component="img"
              src={mediaUrl(cover)}
              alt={title}
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
        </Box>
        <Box sx={{ p: 1.5, flex: 1 }}>
          <Typography
            variant="subtitle2"
            sx={{
              fontWeight: 600,
              lineHeight: 1.4,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '2.8em',
            }}
          >
            {title}
          </Typography>
          {(tag || subtitle) && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.75, minWidth: 0 }}>
              {tag && (
                <Chip
                  label={tag}
                  size="small"
                  data-testid="cover-tag"
                  sx={{
                    height: 20,
                    fontSize: 11,
                    fontWeight: 600,
                    color: 'secondary.dark',
                    bgcolor: 'rgba(255,138,0,0.12)',
                    flex: 'none',
                  }}
                />
              )}
              {subtitle && (
                <Typography variant="caption" color="text.secondary" component="div" noWrap sx={{ minWidth: 0 }}>
                  {subtitle}
                </Typography>
              )}
            </Box>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
