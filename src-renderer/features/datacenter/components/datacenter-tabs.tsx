import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** 数据概览 | 课程数据: the two screens of the data centre. */
export function DatacenterTabs() {
  const { pathname } = useLocation();
  return (
    <Tabs value={pathname.startsWith(paths.datacenterCourse) ? 1 : 0} sx={{ mb: 2 }}>
      <Tab label="数据概览" component={Link} to={paths.datacenterIndex} />
      <Tab label="课程数据" component={Link} to={paths.datacenterCourse} />
    </Tabs>
  );
}
