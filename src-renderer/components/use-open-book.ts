import { useNavigate } from 'react-router';
import { throttle, Timing } from '../platform/timing';
import { bookPaths } from '../config/book-paths';

type Go = (to: string) => void;

/**
 * Opening a textbook's detail screen is throttled 3 s (spec section 9) across the whole app: a second click within
 * the window is dropped even if it comes from another list (the first click has already left the page).
 */
const openDetail = throttle((go: Go, bookId: number) => go(bookPaths.detail(bookId)), Timing.detailMs);

export function useOpenBook() {
  const navigate = useNavigate();
  return (bookId: number) => openDetail((to) => void navigate(to), bookId);
}
