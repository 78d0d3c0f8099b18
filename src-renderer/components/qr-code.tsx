import { Box, Skeleton } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The product's QR codes: high error correction ('H', spec section 9), so a logo or a crease does not break them. */
export const qrDataUrl = (value: string, size: number) =>
  QRCode.toDataURL(value, { errorCorrectionLevel: 'H', width: size, margin: 1 });

/** A size×size QR code image (200×200 by default, spec section 9). */
export function QrCode({ value, size = 200, label }: { value: string; size?: number; label?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(value, size).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [value, size]);
  if (!src) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="img"
      src={src}
      width={size}
      height={size}
      alt={label ?? '二维码'}
      data-qr-value={value}
      sx={{ display: 'block', imageRendering: 'pixelated' }}
    />
  );
}
