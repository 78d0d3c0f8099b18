import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { TRAINING_LIMITS } from '@shared/api/training';
import { notify } from '../../../platform/notify';
import { useSetPresetFile } from '../api/training';

/** The class teacher rewrites a text preset file for one class (setTrainingPresetFile), or restores the default. */
export function PresetFileDialog(p: {
  trainingId: number;
  classId: number;
  className: string;
  name: string;
  content: string;
  overridden: boolean;
  onClose: () => void;
}) {
  const [text, setText] = useState(p.content);
  const save = useSetPresetFile();
  const submit = (content: string | null) =>
    save.mutate(
      { trainingId: p.trainingId, classId: p.classId, name: p.name, content },
      {
        onSuccess: () => {
          notify.success(content === null ? '已恢复为默认文件' : '预置文件已更新');
          p.onClose();
        },
      },
    );
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth="md">
      <DialogTitle>修改预置文件 {p.name}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          修改只对 {p.className} 生效，学生开始实验时会拿到这个版本。
        </Typography>
        <TextField
          multiline
          fullWidth
          minRows={12}
          maxRows={22}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': '文件内容', maxLength: TRAINING_LIMITS.FILE_MAX, spellCheck: false },
            input: { sx: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 } },
          }}
        />
      </DialogContent>
      <DialogActions>
        {p.overridden && (
          <Button color="warning" disabled={save.isPending} onClick={() => submit(null)} sx={{ mr: 'auto' }}>
            恢复默认
          </Button>
        )}
        <Button onClick={p.onClose}>取消</Button>
        <Button variant="contained" disableElevation disabled={save.isPending} onClick={() => submit(text)}>
          保存
        </Button>
      </DialogActions>
    </Dialog>
  );
}
