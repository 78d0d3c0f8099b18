import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Msg } from '@shared/rules/messages';
import { checkMobile } from '@shared/rules/validators';
import { jpegDataUrl, newCaptchaId } from '../../../components/verification/api';
import { adminLogin } from '../api/admin-login';
import { getYzm } from '../api/yzm';
import { AuthSplitLayout, type AreaBrand } from '../components/auth-split-layout';
import { IconField, PasswordField } from '../components/icon-field';
import { SubmitArea } from '../components/submit-area';
import { errorText } from '../lib/error-text';
import { homeOf } from '../lib/landing';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { AgreementNotice } from '../components/agreement-notice';

const icon = { sx: { fontSize: 26 } };
const BRAND: AreaBrand = {
  accent: ['#0b5e57', '#0f766e'],
  primary: '#0f766e',
  caption: '教育数据中心',
  headline: '用数据，看见学校的成长',
  tagline: '区域、学校与课程数据汇聚一屏，为教育管理决策提供依据。',
  features: [
    { icon: <QueryStatsOutlined {...icon} />, title: '数据总览', text: '用户、课程与活跃度实时统计' },
    { icon: <MapOutlined {...icon} />, title: '区域分析', text: '按区县、学校逐级下钻查看' },
    { icon: <BarChartOutlined {...icon} />, title: '课程使用', text: '课程开课与学习趋势一目了然' },
  ],
};

/** /datacenter/login: mobile, password and the image code (getYzm, click to refresh); the Cms-Token area. */
export default function DatacenterLoginPage() {
  const finish = useFinishSignIn();
  const [form, setForm] = useState({ mobile: '', password: '', yzm: '' });
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [yzm, setYzm] = useState<{ id: string; image: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    const id = newCaptchaId();
    try {
      setYzm({ id, image: jpegDataUrl(await getYzm(id)) });
    } catch (err) {
      console.warn('image code failed', err);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setError(null);
    if (key === 'mobile') setMobileError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkMobile(form.mobile.trim());
    setMobileError(problem);
    if (problem || !form.password || pending) return;
    if (!form.yzm.trim() || !yzm) return setError(Msg.imageCodeRequired);
    setPending(true);
    setError(null);
    try {
      await finish('datacenter', await adminLogin({ ...form, yzmId: yzm.id }), homeOf('datacenter'));
    } catch (err) {
      // The image code is single use: a refused sign-in needs a new one.
      setError(errorText(err));
      setForm((f) => ({ ...f, yzm: '' }));
      void refresh();
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthSplitLayout brand={BRAND} title="数据中心登录" subtitle="仅限授权管理员登录">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <Stack spacing={2.25} sx={{ mb: 3 }}>
          <IconField
            icon={<PhoneIphoneOutlined />}
            placeholder={Msg.mobileRequired}
            value={form.mobile}
            onChange={set('mobile')}
            error={Boolean(mobileError)}
            helperText={mobileError}
            autoComplete="username"
            inputProps={{ inputMode: 'tel', maxLength: 11, name: 'mobile' }}
          />
          <PasswordField
            icon={<LockOutlined />}
            placeholder={Msg.passwordPlaceholder}
            value={form.password}
            onChange={set('password')}
            autoComplete="current-password"
            inputProps={{ maxLength: 100, name: 'password' }}
          />
          <Stack direction="row" spacing={1.5} alignItems="center">
            <IconField
              icon={<VerifiedUserOutlined />}
              placeholder={Msg.imageCodePlaceholder}
              value={form.yzm}
              onChange={set('yzm')}
              autoComplete="off"
              inputProps={{ maxLength: 10, name: 'yzm' }}
            />
            <ButtonBase
              onClick={() => void refresh()}
              title={Msg.captchaRefresh}
              aria-label={Msg.captchaRefresh}
              sx={{ width: 128, height: 52, flex: 'none', borderRadius: 2, overflow: 'hidden', bgcolor: '#eef1f6' }}
            >
              {yzm && (
                <Box
                  component="img"
                  src={yzm.image}
                  alt="图形验证码"
                  sx={{ width: 1, height: 1, objectFit: 'contain', display: 'block' }}
                />
              )}
            </ButtonBase>
          </Stack>
          <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: '6px !important' }}>
            {Msg.captchaRefresh}
          </Typography>
        </Stack>
        <SubmitArea
          error={error}
          label={Msg.loginButton}
          pending={pending}
          disabled={!form.mobile.trim() || !form.password || !form.yzm.trim()}
        />
        <Typography sx={{ mt: 2.5, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
          <AgreementNotice />
        </Typography>
      </Box>
    </AuthSplitLayout>
  );
}
