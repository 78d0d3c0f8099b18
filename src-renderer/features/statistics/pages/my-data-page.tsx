import OpenInFullRoundedIcon from '@mui/icons-material/OpenInFullRounded';
import { Box, Button, Typography } from '@mui/material';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { MyDataView } from '../components/my-data-view';

/** 我的数据 (/classpro/myData) in the teacher shell; /data is the same screen on a full page. */
export default function MyDataPage() {
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        我的数据
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        我的授课、教材阅读与作业情况（只统计您本人和您所带班级的数据）
      </Typography>
      <MyDataView
        actions={
          <Button component={AppLink} to={paths.data} startIcon={<OpenInFullRoundedIcon />}>
            全屏查看
          </Button>
        }
      />
    </Box>
  );
}
