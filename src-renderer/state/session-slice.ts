import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RoleArea } from '@shared/api/common';
import type { UserRelation } from '@shared/api/account';
import type { UserInfo } from '@shared/api/user';

/** The user session of spec section 3 (tokens themselves live in the per-role cookie stores). */
export interface SessionState {
  id: number | null;
  name: string;
  avatar: string;
  school: { id: number; name: string } | null;
  mobile: string;
  showCourseCenter: boolean;
  userType: UserInfo['userType'] | null;
  roles: string[];
  permissions: string[];
  childName: string;
  userRelations: UserRelation[];
  guideProgress: number;
  currRole: string;
  reviewRole: string;
  adminInfo: { role: string } | null;
  /** Per area: the dynamic routes were generated after fetching the user (route guard step 3). */
  generated: Partial<Record<RoleArea, boolean>>;
}

const initialState: SessionState = {
  id: null,
  name: '',
  avatar: '',
  school: null,
  mobile: '',
  showCourseCenter: false,
  userType: null,
  roles: [],
  permissions: [],
  childName: '',
  userRelations: [],
  guideProgress: 0,
  currRole: 'PERSON',
  reviewRole: '',
  adminInfo: null,
  generated: {},
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    setUser: (s, a: PayloadAction<UserInfo>) => {
      const u = a.payload;
      s.id = u.id;
      s.name = u.displayName;
      s.avatar = u.avatar;
      s.school = u.school;
      s.mobile = u.mobile;
      s.showCourseCenter = u.showCourseCenter;
      s.userType = u.userType;
      s.roles = u.roles.length ? u.roles : ['ROLE_DEFAULT'];
      s.permissions = u.permissions;
    },
    setRelations: (s, a: PayloadAction<UserRelation[]>) => {
      s.userRelations = a.payload;
      s.childName = a.payload.find((r) => r.isRelation)?.toUserDisplayName ?? '';
    },
    setGuideProgress: (s, a: PayloadAction<number>) => void (s.guideProgress = a.payload),
    setAdminInfo: (s, a: PayloadAction<{ role: string } | null>) => void (s.adminInfo = a.payload),
    markGenerated: (s, a: PayloadAction<RoleArea>) => void (s.generated[a.payload] = true),
    reset: () => initialState,
  },
});

export const sessionActions = sessionSlice.actions;
