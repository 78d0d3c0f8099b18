import { WorksBoard } from '../h5/works-board';

/** /h5/list?activityId= — every work of an activity on a phone. */
export default function H5ListPage() {
  return <WorksBoard title="全部作品" sort="RANK" />;
}
