import AudiotrackRoundedIcon from '@mui/icons-material/AudiotrackRounded';
import DescriptionRoundedIcon from '@mui/icons-material/DescriptionRounded';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import PictureAsPdfRoundedIcon from '@mui/icons-material/PictureAsPdfRounded';
import SlideshowRoundedIcon from '@mui/icons-material/SlideshowRounded';
import TableChartRoundedIcon from '@mui/icons-material/TableChartRounded';
import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';
import { Box } from '@mui/material';

/** Each file format's icon and colour, as a teacher knows them from Office and their file manager. */
const LOOK: Record<string, { Icon: typeof DescriptionRoundedIcon; color: string; bg: string }> = {
  pdf: { Icon: PictureAsPdfRoundedIcon, color: '#d93025', bg: '#fdecea' },
  pptx: { Icon: SlideshowRoundedIcon, color: '#c55a11', bg: '#fdf0e6' },
  docx: { Icon: DescriptionRoundedIcon, color: '#2b579a', bg: '#e8eef8' },
  xlsx: { Icon: TableChartRoundedIcon, color: '#217346', bg: '#e6f3ec' },
  mp4: { Icon: VideocamRoundedIcon, color: '#7b3fe4', bg: '#f1eafd' },
  webm: { Icon: VideocamRoundedIcon, color: '#7b3fe4', bg: '#f1eafd' },
  mp3: { Icon: AudiotrackRoundedIcon, color: '#0f8b8d', bg: '#e4f4f4' },
  wav: { Icon: AudiotrackRoundedIcon, color: '#0f8b8d', bg: '#e4f4f4' },
};
const IMAGE = { Icon: ImageRoundedIcon, color: '#e37400', bg: '#fef3e2' };

export const formatLook = (format: string) => LOOK[format] ?? IMAGE;

/** A resource's file-type badge: the format's icon on its tint. */
export function KindIcon({ format, size = 44 }: { format: string; size?: number }) {
  const { Icon, color, bg } = formatLook(format);
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: 1.5,
        bgcolor: bg,
        color,
        display: 'grid',
        placeItems: 'center',
        flex: 'none',
      }}
    >
      <Icon sx={{ fontSize: size * 0.6 }} />
    </Box>
  );
}
