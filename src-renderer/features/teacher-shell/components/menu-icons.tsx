import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import BiotechRounded from '@mui/icons-material/BiotechRounded';
import CollectionsBookmarkRounded from '@mui/icons-material/CollectionsBookmarkRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import FolderSpecialRounded from '@mui/icons-material/FolderSpecialRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LiveTvRounded from '@mui/icons-material/LiveTvRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import OndemandVideoRounded from '@mui/icons-material/OndemandVideoRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import ScienceRounded from '@mui/icons-material/ScienceRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import SmartToyRounded from '@mui/icons-material/SmartToyRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuFlag } from '@shared/api/config';

/** One icon per menu flag. */
export const MENU_ICONS: Record<MenuFlag, SvgIconComponent> = {
  recommend: HomeRounded,
  aiCourse: SmartToyRounded,
  liveCourse: LiveTvRounded,
  digitalBook: MenuBookRounded,
  activity: EmojiEventsRounded,
  qingguoketang: OndemandVideoRounded,
  aiTraining: ScienceRounded,
  myCourse: SchoolRounded,
  myDigitalBook: AutoStoriesRounded,
  myActivity: WorkspacePremiumRounded,
  myData: InsightsRounded,
  myClass: GroupsRounded,
  myQingguoketang: CollectionsBookmarkRounded,
  mySubject: PsychologyRounded,
  myResource: FolderSpecialRounded,
  myAiTraining: BiotechRounded,
};
