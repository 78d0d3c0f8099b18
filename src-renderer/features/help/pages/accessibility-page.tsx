import { Box, Link, Paper, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { config } from '../../../platform/config';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const Item = ({ children }: { children: ReactNode }) => (
  <Typography component="li" sx={{ mb: 0.75, lineHeight: 1.8 }}>
    {children}
  </Typography>
);

/**
 * 无障碍声明 (/accessibility, open without signing in; linked from every sign-in page and the help centre): the
 * standards the product aims at, what is known not to meet them yet, and how to tell us (issue 33).
 */
export default function AccessibilityPage() {
  useEffect(() => {
    document.title = '无障碍声明 - Classpro';
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, md: 5 }, px: 2 }}>
      <Paper component="main" elevation={0} sx={{ maxWidth: 860, mx: 'auto', p: { xs: 2.5, md: 5 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, md: 32 } }}>
          无障碍声明
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          适用于 Classpro 网页版、桌面客户端和手机端页面 · 更新于 2026年11月
        </Typography>

        <Section title="我们的目标">
          <Typography sx={{ lineHeight: 1.8 }}>
            Classpro 希望每一位老师、学生、家长（包括祖辈家长）都能顺利使用平台。我们以国际标准 Web 内容无障碍指南 WCAG
            2.1 AA 级和国家标准 GB/T 37668-2019《信息技术 互联网内容无障碍可访问性技术要求与测试方法》二级为目标。
          </Typography>
        </Section>

        <Section title="我们如何检查">
          <Box component="ul" sx={{ pl: 3, my: 0 }}>
            <Item>
              每次发布前，自动化测试用 axe-core
              检查平台的每一个页面（按各自的角色登录，电脑和手机两种尺寸，并打开主要对话框），
              出现严重问题时不允许发布。
            </Item>
            <Item>所有功能可以只用键盘操作；每个页面的第一个 Tab 位置是“跳到主要内容”。</Item>
            <Item>文字和背景的对比度不低于 4.5:1，键盘焦点有清晰的轮廓。</Item>
            <Item>
              电子教材阅读器支持翻页键、Home、End、空格键和“跳到第几页”；作业的选择、填写和提交，以及教学日历的翻周和打开日程，都可以只用键盘完成；对话框打开时焦点留在对话框内，关闭后回到打开它的按钮。
            </Item>
            <Item>
              登录和发送短信验证码前的人机验证，除拖动滑块和图形验证码外，还可以选择“无障碍验证”：一道读屏软件能读出的文字算术题（例如“七加五等于几？”），用数字作答。
            </Item>
            <Item>
              教材的视听阅读视频有字幕（WebVTT）：播放时默认显示，可用播放条上的“字幕”按钮关闭。出版社和作者在“音视频章节”中为每段音视频上传
              .vtt 或 .srt 字幕文件；平台自带的演示视频的讲解都配有字幕。
            </Item>
            <Item>
              家长端和 H5 页面有“大字模式”（适老化，在家长中心页头或“我的”页面打开），文字放大到
              150%，手机上页面不变形。
            </Item>
          </Box>
        </Section>

        <Section title="已知尚未达标的内容">
          <Box component="ul" sx={{ pl: 3, my: 0 }}>
            <Item>
              AI 课程、精品课、直播回放和教学资源中的视频暂不能上传字幕。平台自带的这些演示视频没有语音（只有提示音）。
            </Item>
            <Item>数字教材的课堂模式（投屏上课）正在重新开发，暂未纳入自动化检查。</Item>
            <Item>部分 PDF 教材是图片排版，读屏软件可能无法读出其中的文字。</Item>
          </Box>
        </Section>

        <Section title="遇到问题请告诉我们">
          <Typography sx={{ lineHeight: 1.8 }}>
            如果您在使用中遇到无法操作或读取的内容，请告诉我们页面地址和遇到的问题，我们会在两个工作日内回复：
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 1 }}>
            <Item>登录后点击右上角“设置 - 用户反馈”提交；</Item>
            <Item>
              客服热线 <Link href={`tel:${config.supportPhone.replace(/-/g, '')}`}>{config.supportPhone}</Link>
              （工作日 8:30–18:00，寒暑假 9:00–17:00）；
            </Item>
            <Item>
              邮件 <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>；
            </Item>
            <Item>
              更多帮助见{' '}
              <Link component={AppLink} to={paths.help}>
                帮助中心
              </Link>
              。
            </Item>
          </Box>
        </Section>
      </Paper>
    </Box>
  );
}
