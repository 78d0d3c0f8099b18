import { Box, Typography } from '@mui/material';
import { useId } from 'react';

/** The Classpro mark: an open book with a spark, on a rounded tile, beside the word mark. */
export function BrandMark({ light = false, size = 40, caption }: { light?: boolean; size?: number; caption?: string }) {
  const tile = `cp-tile-${useId()}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="svg"
        viewBox="0 0 48 48"
        aria-hidden
        sx={{
          width: size,
          height: size,
          flex: 'none',
          filter: light ? 'none' : 'drop-shadow(0 4px 10px rgba(47,107,255,.3))',
        }}
      >
        <defs>
          <linearGradient id={tile} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={light ? '#ffffff' : '#4f86ff'} stopOpacity={light ? 0.22 : 1} />
            <stop offset="1" stopColor={light ? '#ffffff' : '#1f4fd8'} stopOpacity={light ? 0.12 : 1} />
          </linearGradient>
        </defs>
        <rect width="48" height="48" rx="12" fill={`url(#${tile})`} />
        <path d="M10 16.5c4.6-1.6 9.2-1.2 13 1.6v17c-3.8-2.6-8.4-3-13-1.5z" fill="#fff" />
        <path d="M38 16.5c-4.6-1.6-9.2-1.2-13 1.6v17c3.8-2.6 8.4-3 13-1.5z" fill="#fff" fillOpacity=".78" />
        <path d="M35 7l1.3 3.2 3.2 1.3-3.2 1.3L35 16l-1.3-3.2-3.2-1.3 3.2-1.3z" fill="#ffc94d" />
      </Box>
      <Box sx={{ lineHeight: 1 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 800,
            fontSize: size * 0.5,
            letterSpacing: 0.2,
            color: light ? '#fff' : 'text.primary',
            lineHeight: 1.1,
          }}
        >
          Classpro
          <Box component="span" sx={{ fontWeight: 500, ml: 0.75, opacity: 0.9 }}>
            课堂
          </Box>
        </Typography>
        {caption && (
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: 12, mt: 0.4, color: light ? 'rgba(255,255,255,.75)' : 'text.secondary' }}
          >
            {caption}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
