import { Box, ButtonBase, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Banner } from '@shared/api/home';
import { mediaUrl } from '../../../platform/media';

/** The carousel's frame (its size and colour), without banners. */
const FRAME = {
  position: 'relative',
  borderRadius: 4,
  overflow: 'hidden',
  aspectRatio: '4 / 1',
  maxHeight: 300,
  bgcolor: '#dfe7fb',
} as const;

/** Holds the carousel's place while the banners load. */
export function BannerPlaceholder() {
  return <Box data-testid="banner-placeholder" sx={FRAME} />;
}

/** The banners at the top of the dashboard, rotating every 5 s; a click follows the banner's link. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [at, setAt] = useState(0);
  const navigate = useNavigate();
  // Each slide gets its full 5 s, also one picked with a dot.
  useEffect(() => {
    if (banners.length < 2) return;
    const t = setTimeout(() => setAt((i) => (i + 1) % banners.length), 5000);
    return () => clearTimeout(t);
  }, [banners.length, at]);
  const current = banners[at % banners.length];
  if (!current) return null;
  const follow = (b: Banner) => {
    if (!b.linkUrl) return;
    if (/^https?:/.test(b.linkUrl)) window.open(b.linkUrl, '_blank', 'noopener');
    else void navigate(b.linkUrl);
  };
  return (
    <Box sx={FRAME}>
      {banners.map((b, i) => (
        <ButtonBase
          key={b.id}
          aria-label={b.title}
          aria-hidden={i !== at}
          tabIndex={i === at ? 0 : -1}
          onClick={() => follow(b)}
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: i === at ? 1 : 0,
            // Every slide lies in the same place: only the one on show may take the click (the last one used to).
            pointerEvents: i === at ? 'auto' : 'none',
            zIndex: i === at ? 1 : 0,
            transition: 'opacity .6s',
            display: 'block',
          }}
        >
          <Box
            component="img"
            src={mediaUrl(b.imageUrl)}
            alt={b.title}
            // The first banner is the dashboard's largest content: fetched before the sections' covers.
            fetchPriority={i === 0 ? 'high' : undefined}
            sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
          />
        </ButtonBase>
      ))}
      <Box sx={{ position: 'absolute', bottom: 4, right: 10, display: 'flex', zIndex: 2 }}>
        {banners.map((b, i) => (
          // A 24 px target (WCAG 2.5.8) around the 8 px dot it draws.
          <ButtonBase
            key={b.id}
            aria-label={`第${i + 1}张`}
            aria-current={i === at || undefined}
            onClick={() => setAt(i)}
            sx={{
              minWidth: 24,
              height: 24,
              px: 0.4,
              '&::before': {
                content: '""',
                width: i === at ? 22 : 8,
                height: 8,
                borderRadius: 4,
                bgcolor: i === at ? '#fff' : 'rgba(255,255,255,0.55)',
                transition: 'width .3s',
              },
            }}
          />
        ))}
      </Box>
      <Typography sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {current.title}
      </Typography>
    </Box>
  );
}
