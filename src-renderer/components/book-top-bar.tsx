import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { bookPaths, idParam } from '../config/book-paths';
import { paths } from '../config/paths';
import { BackTopBar } from './back-top-bar';

/**
 * The top bar of the book screens outside the teacher shell (教材资源, 视听阅读, 讲义, 作业管理, 上课): 返回 goes to
 * the screen before, or, on a fresh load, to the book's detail (or 我的教材 when no book is named).
 */
export function BookTopBar({ title, children }: { title: string; children?: ReactNode }) {
  const [params] = useSearchParams();
  const bookId = idParam(params, 'bookId', 'id');
  return (
    <BackTopBar title={title} fallback={bookId ? bookPaths.detail(bookId) : paths.myDigitalbooks}>
      {children}
    </BackTopBar>
  );
}
