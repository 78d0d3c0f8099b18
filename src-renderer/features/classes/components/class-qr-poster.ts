import type { ClassQrTarget } from '@shared/api/classes';
import { Msg } from '@shared/rules/messages';
import { qrDataUrl } from '../../../components/qr-code';

const W = 480;
const H = 620;
const QR = 360;

function loadImage(src: string) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = src;
  });
}

/**
 * The saved PNG: a small poster a teacher can post in the parents' group, with the class and school names above
 * the QR code and the hint below. Drawn at a larger size than the on-screen 200×200 so it prints sharply.
 */
export async function classPosterPng(target: ClassQrTarget, url: string): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const font = '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = '#2459dc';
  ctx.fillRect(0, 0, W, 8);
  ctx.textAlign = 'center';
  ctx.fillStyle = '#1f2937';
  ctx.font = `600 30px ${font}`;
  ctx.fillText(target.className, W / 2, 70);
  ctx.fillStyle = '#6b7280';
  ctx.font = `18px ${font}`;
  ctx.fillText(target.schoolName, W / 2, 104);
  const qr = await loadImage(await qrDataUrl(url, QR));
  ctx.drawImage(qr, (W - QR) / 2, 130, QR, QR);
  ctx.fillStyle = '#374151';
  ctx.font = `18px ${font}`;
  ctx.fillText(Msg.qrShareHint, W / 2, 540);
  ctx.fillStyle = '#9ca3af';
  ctx.font = `14px ${font}`;
  ctx.fillText('家长微信扫码，选择孩子即可加入班级', W / 2, 572);
  return canvas.toDataURL('image/png');
}
