import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// The product speaks Chinese. Screens import dayjs from here, so the sign-in page does not download it.
dayjs.locale('zh-cn');

export default dayjs;
