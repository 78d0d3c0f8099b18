import { Tab, Tabs } from '@mui/material';
import { useLocation } from 'react-router';
import { useIsOperator } from '../../../api/datacenter-auth/admin-info';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';

/** 数据概览 | 课程数据: the two screens of the data centre; an operator also gets the way to the operations console. */
export function DatacenterTabs() {
  const { pathname } = useLocation();
  const operator = useIsOperator();
  return (
    <Tabs value={pathname.startsWith(paths.datacenterCourse) ? 1 : 0} sx={{ mb: 2 }}>
      <Tab label="数据概览" component={AppLink} to={paths.datacenterIndex} />
      <Tab label="课程数据" component={AppLink} to={paths.datacenterCourse} />
      {operator && <Tab label="运营后台" component={AppLink} to={paths.operationsMenus} sx={{ ml: 'auto' }} />}
    </Tabs>
  );
}
