import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Accordion, AccordionDetails, AccordionSummary, Button, Card, Stack, Typography } from '@mui/material';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { tokens } from '../../../platform/storage';

/** The questions students and teachers ask about the phone reader, answered. */
const FAQ: [string, string][] = [
  [
    '怎么登录？',
    '学生使用老师或学校登记的手机号和密码登录，选择“我是学生”；老师选择“我是老师”。忘记密码请在电脑端登录页点击“忘记密码”，或请老师帮忙重置。',
  ],
  [
    '为什么书架上没有教材？',
    '教材来自学校开通或兑换码。学校开通的教材会自动出现在书架上；如果有兑换码，请在电脑端“兑换教材”中输入，兑换后手机上也能阅读。',
  ],
  [
    '怎么翻页和放大？',
    '在书页上左右滑动即可翻页，拖动底部的页码条可以快速跳页；双指捏合或点击底部的放大、缩小按钮可以缩放，放大后可以拖动查看。',
  ],
  [
    '怎么记笔记？',
    '阅读时点击底部“写笔记”，写下对这一页的想法。所有笔记都能在“我的 > 我的笔记”中按教材查看，点一下就能回到那一页。',
  ],
  [
    '怎么完成老师布置的作业？',
    '“任务”中列出老师布置的作业，红点表示还没打开的新作业。打开作业后可以先阅读相关页，再逐题作答，解答题可以拍照上传。答案会自动保存为草稿，确认无误后点击“提交作业”。',
  ],
  [
    '截止时间过了还能提交吗？',
    '可以提交，但会被标记为“迟交”。作业提交后客观题立即判分，解答题由老师批改；老师退回的作业可以修改后重新提交。',
  ],
  ['错题本是什么？', '作业中做错的题会自动收进错题本。你可以随时重做，做对后这道题会标记为“已掌握”。'],
  ['课堂自测会记录成绩吗？', '不会。课堂自测只是帮你检查这一课学得怎么样，交卷后马上能看到答案和解析，可以反复练习。'],
];

/** `/{brand}Book/help`: 帮助中心 of the phone reader, open without signing in. */
export default function ReaderHelpPage() {
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      <Card elevation={0} sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {FAQ.map(([q, a], i) => (
          <Accordion key={q} disableGutters elevation={0} defaultExpanded={i === 0} square>
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Typography sx={{ fontWeight: 600 }}>{q}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" color="text.secondary">
                {a}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Card>
      <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        仍有问题？请联系你的老师，或在电脑端的“设置 &gt; 意见反馈”中告诉我们。
      </Typography>
      {!tokens.has('teacher') && (
        <Button variant="contained" disableElevation size="large" component={AppLink} to={paths.readerLogin}>
          去登录
        </Button>
      )}
    </Stack>
  );
}
