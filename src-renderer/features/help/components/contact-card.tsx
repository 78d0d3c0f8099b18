import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import { Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { config } from '../../../platform/config';

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="flex-start">
      {icon}
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      </div>
    </Stack>
  );
}

/** 联系我们: the hotline and its hours, e-mail, and the in-app feedback form. */
export function ContactCard() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="help-contact"
      sx={{ borderRadius: 3, p: 2.5, bgcolor: '#f8faff' }}
    >
      <Typography id="help-contact" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        联系我们
      </Typography>
      <Stack spacing={2}>
        <Row icon={<PhoneInTalkOutlinedIcon color="primary" />} title="客服热线">
          <Link href={`tel:${config.supportPhone.replace(/-/g, '')}`} underline="hover">
            {config.supportPhone}
          </Link>
          <br />
          工作日 8:30–18:00，寒暑假 9:00–17:00
        </Row>
        <Row icon={<EmailOutlinedIcon color="primary" />} title="客服邮箱">
          <Link href={`mailto:${config.supportEmail}`} underline="hover">
            {config.supportEmail}
          </Link>
          <br />
          两个工作日内回复
        </Row>
        <Row icon={<FeedbackOutlinedIcon color="primary" />} title="在线反馈">
          登录后点击右上角“设置 → 用户反馈”，可附截图
        </Row>
      </Stack>
    </Paper>
  );
}
