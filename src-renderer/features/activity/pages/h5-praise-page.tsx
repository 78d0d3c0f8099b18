import { WorksBoard } from '../h5/works-board';

/** /h5/checkPraise?activityId= — the praise board: works by praise, each with its praise toggle. */
export default function H5PraisePage() {
  return <WorksBoard title="点赞榜" sort="PRAISE" />;
}
