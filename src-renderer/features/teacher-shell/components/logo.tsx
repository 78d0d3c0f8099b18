import { Box, ButtonBase, Typography } from '@mui/material';

/** The product mark; a link to /classpro unless the channel is digitalbook (then `onClick` is undefined). */
export function Logo({ onClick }: { onClick?: () => void }) {
  const mark = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          fontWeight: 800,
          fontSize: 20,
          background: 'linear-gradient(135deg,#2459dc 0%,#6a5cff 100%)',
          boxShadow: '0 6px 14px rgba(47,107,255,0.35)',
        }}
      >
        C
      </Box>
      <Box sx={{ textAlign: 'left' }}>
        <Typography sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.1, letterSpacing: 0.5 }}>Classpro</Typography>
        <Typography sx={{ fontSize: 11, color: 'text.secondary', letterSpacing: 3 }}>智慧课堂</Typography>
      </Box>
    </Box>
  );
  return onClick ? (
    <ButtonBase onClick={onClick} sx={{ borderRadius: 2, p: 0.5 }}>
      {mark}
      {/* The button's name is what it shows, then where it goes. */}
      <span className="visually-hidden">首页</span>
    </ButtonBase>
  ) : (
    <Box sx={{ p: 0.5 }} data-testid="logo-static">
      {mark}
    </Box>
  );
}
