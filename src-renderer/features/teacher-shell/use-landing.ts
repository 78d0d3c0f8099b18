import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuFlags } from '@shared/api/config';
import { landingMenuIndex, MENU_INDEX } from '@shared/rules/menu';
import { menuByIndex } from '../../config/menu';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../state/store';
import { session } from '../../platform/storage';
import { myBooksQuery } from '../../api/books/my-books';
import { studentCoursesQuery } from '../../api/courses/student-courses';

/**
 * The landing rules of spec section 4, run when the route is /classpro itself (and, in the digitalbook channel, the
 * textbooks route). Each jump replaces the history entry and records the menu index for the session.
 */
export function useLanding(flags: MenuFlags | undefined) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const channel = useAppSelector((s) => s.app.channel);
  const region = useAppSelector((s) => s.app.selectedRegion);
  // In the aigc channel the course list is asked with the detected region: wait for it.
  const regionReady = channel !== 'aigc' || region !== null;
  const locationName = channel === 'aigc' ? region?.name : undefined;

  useEffect(() => {
    if (!flags) return;
    let cancelled = false;
    const go = (index: number) => {
      const item = menuByIndex(index);
      if (cancelled || !item) return;
      session.set('menuIndex', String(index));
      void navigate(item.path, { replace: true });
    };

    if (pathname === paths.classpro) {
      if (flags.recommend !== 1) {
        const index = landingMenuIndex(flags, { hasAssistantCourses: false, autoJumped: true });
        if (index !== MENU_INDEX.recommend) go(index);
      } else if (!session.get('autoJumpedToMyCourse') && regionReady) {
        client
          .fetchQuery(studentCoursesQuery(locationName, { silent: true }))
          .then((list) => {
            const index = landingMenuIndex(flags, { hasAssistantCourses: list.length > 0, autoJumped: false });
            if (cancelled || index !== MENU_INDEX.myCourse) return;
            session.set('autoJumpedToMyCourse', '1');
            go(index);
          })
          .catch(() => undefined);
      }
    }

    if (channel === 'digitalbook' && pathname === paths.digitalbooks && !session.get('autoJumpedToMyBooks')) {
      client
        .fetchQuery(myBooksQuery('STUDENT', { silent: true }))
        .then((books) => {
          if (cancelled || books.length === 0) return;
          session.set('autoJumpedToMyBooks', '1');
          go(7);
        })
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
    };
  }, [flags, pathname, channel, regionReady, locationName, client, navigate]);
}
