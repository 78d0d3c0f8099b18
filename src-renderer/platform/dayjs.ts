import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// The product speaks Chinese. Screens import dayjs from here, so the sign-in page does not download it.
dayjs.locale('zh-cn');
dayjs.extend(utc);
dayjs.extend(timezone);

/** Schools keep Beijing time: every date a screen shows is a Beijing date, whatever zone the browser is set to. */
export const BEIJING_ZONE = 'Asia/Shanghai';

/** An instant (ISO string, Date, or now) as Beijing wall time. */
export const beijing = (t?: string | number | Date) => dayjs(t ?? Date.now()).tz(BEIJING_ZONE);

/** The Beijing day of an instant, as the cards print it: 2026.11.18. */
export const beijingDay = (t: string | number | Date) => beijing(t).format('YYYY.MM.DD');

export default dayjs;
