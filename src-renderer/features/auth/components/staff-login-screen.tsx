import { Typography } from '@mui/material';
import { staffLogin, type StaffKind } from '../api/staff-login';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { AccountPasswordForm } from './account-password-form';
import { AuthSplitLayout, type AreaBrand } from './auth-split-layout';
import { AgreementNotice } from './agreement-notice';

export interface StaffLoginScreenProps {
  kind: StaffKind;
  brand: AreaBrand;
  title: string;
  subtitle: string;
  /** Where to land; a function runs with the new token in place (the publisher's id). */
  home: string | (() => Promise<string>);
}

/** Expert, publisher and author sign-in: account and password into the area's own token store. */
export function StaffLoginScreen({ kind, brand, title, subtitle, home }: StaffLoginScreenProps) {
  const finish = useFinishSignIn();
  return (
    <AuthSplitLayout
      brand={brand}
      title={title}
      subtitle={subtitle}
      footer={
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>账号由平台统一开通，如需帮助请联系客服</Typography>
      }
    >
      <AccountPasswordForm
        accountPlaceholder="请输入账号"
        onSubmit={async (account, password) => {
          await finish(kind, await staffLogin(kind, account, password), home);
        }}
      />
      <Typography sx={{ mt: 2.5, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
        <AgreementNotice />
      </Typography>
    </AuthSplitLayout>
  );
}
