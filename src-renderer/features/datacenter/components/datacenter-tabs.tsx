import { Tab, Tabs } from '@mui/material';
import { useLocation } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';

/** 数据概览 | 课程数据: the two screens of the data centre. */
export function DatacenterTabs() {
  const { pathname } = useLocation();
  return (
    <Tabs value={pathname.startsWith(paths.datacenterCourse) ? 1 : 0} sx={{ mb: 2 }}>
      <Tab label="数据概览" component={AppLink} to={paths.datacenterIndex} />
      <Tab label="课程数据" component={AppLink} to={paths.datacenterCourse} />
    </Tabs>
  );
}
