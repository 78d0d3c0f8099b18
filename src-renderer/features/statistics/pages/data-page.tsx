import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { MyDataView } from '../components/my-data-view';

/** /data: 我的数据 on a full page (for the projector or a wide screen), with a way back to the teacher shell. */
export default function DataPage() {
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh' }}>
      <Box component="header" sx={{ bgcolor: '#fff', borderBottom: '1px solid', borderColor: 'divider' }}>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ maxWidth: 1400, mx: 'auto', px: 3, py: 1.5 }}>
          <Button startIcon={<ArrowBackRoundedIcon />} component={AppLink} to={paths.myData}>
            返回
          </Button>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
            我的数据
          </Typography>
        </Stack>
      </Box>
      <Box sx={{ maxWidth: 1400, mx: 'auto', px: 3, py: 3 }}>
        <MyDataView />
      </Box>
    </Box>
  );
}
