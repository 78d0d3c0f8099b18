import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FunctionsIcon from '@mui/icons-material/Functions';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import TableChartIcon from '@mui/icons-material/TableChart';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { Mathematics } from '@tiptap/extension-mathematics';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import 'katex/dist/katex.min.css';
import { useRef, useState } from 'react';
import type { BookResource } from '@shared/api/authoring';
import { uploadImage } from '../../../api/files/upload-image';
import { notify } from '../../../platform/notify';
import { ListButton } from '../../../components/list-button';

/**
 * The lecture-note editor (TipTap, MIT core): headings, lists, tables, images (uploaded through the signed-upload
 * path), formulas (KaTeX math nodes) and links to the book's resources. The server sanitises what it saves.
 */
export function NoteEditor({
  initial,
  onChange,
  resources,
  bookId,
}: {
  initial: string;
  onChange: (html: string) => void;
  resources: BookResource[];
  bookId: number;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image, TableKit, Mathematics],
    content: initial,
    // The editable area is the text box a screen reader lands on: it needs the name the page shows above it.
    editorProps: { attributes: { 'aria-label': '讲义正文', role: 'textbox', 'aria-multiline': 'true' } },
    // The toolbar follows the selection (table tools show inside a table).
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  if (!editor) return null;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      <Toolbar editor={editor} resources={resources} bookId={bookId} />
      <Divider />
      <Box
        sx={{
          p: 2,
          minHeight: 420,
          '& .tiptap': { outline: 'none', minHeight: 400, lineHeight: 1.9 },
          '& table': { borderCollapse: 'collapse', width: '100%' },
          '& th, & td': { border: '1px solid', borderColor: 'divider', p: 1, minWidth: 60, verticalAlign: 'top' },
          '& th': { bgcolor: 'action.hover' },
          '& td p, & th p': { m: 0 },
          '& img': { maxWidth: '100%' },
          '& .selectedCell': { bgcolor: 'action.selected' },
        }}
      >
        <EditorContent editor={editor} aria-label="讲义正文" />
      </Box>
    </Box>
  );
}

function Toolbar({ editor, resources, bookId }: { editor: Editor; resources: BookResource[]; bookId: number }) {
  const file = useRef<HTMLInputElement>(null);
  const [formula, setFormula] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const chain = () => editor.chain().focus();
  const heading = (level: 2 | 3) => (
    <Button
      size="small"
      variant={editor.isActive('heading', { level }) ? 'contained' : 'text'}
      onClick={() => chain().toggleHeading({ level }).run()}
    >
      {level === 2 ? '标题' : '小标题'}
    </Button>
  );
  const tool = (label: string, icon: React.ReactNode, run: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={run}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  const upload = async (f: File | undefined) => {
    if (!f) return;
    try {
      const { url } = await uploadImage(f);
      // The image is a block: the cursor goes to a new paragraph after it, so writing goes on below it.
      chain().setImage({ src: url, alt: f.name }).createParagraphNear().run();
    } catch (e) {
      notify.error((e as Error).message || '图片上传失败');
    }
  };
  return (
    <Stack
      direction="row"
      spacing={0.5}
      alignItems="center"
      sx={{ px: 1, py: 0.5, flexWrap: 'wrap', bgcolor: 'grey.50' }}
    >
      {heading(2)}
      {heading(3)}
      {tool('加粗', <FormatBoldIcon />, () => chain().toggleBold().run())}
      {tool('斜体', <FormatItalicIcon />, () => chain().toggleItalic().run())}
      {tool('无序列表', <FormatListBulletedIcon />, () => chain().toggleBulletList().run())}
      {tool('有序列表', <FormatListNumberedIcon />, () => chain().toggleOrderedList().run())}
      {tool('插入表格', <TableChartIcon />, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      {tool('插入图片', <ImageIcon />, () => file.current?.click())}
      {tool('插入公式', <FunctionsIcon />, () => setFormula(''))}
      {tool('插入资源', <LinkIcon />, () => setPicking(true))}
      {editor.isActive('table') && (
        <>
          <Button size="small" onClick={() => chain().addRowAfter().run()}>
            加一行
          </Button>
          <Button size="small" onClick={() => chain().addColumnAfter().run()}>
            加一列
          </Button>
          <Button size="small" color="error" onClick={() => chain().deleteTable().run()}>
            删除表格
          </Button>
        </>
      )}
      <input
        ref={file}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/gif,image/webp"
        data-testid="note-image-input"
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Dialog open={formula !== null} onClose={() => setFormula(null)} fullWidth maxWidth="xs">
        <DialogTitle>插入公式</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label="LaTeX 公式"
            placeholder="例如 a^2 + b^2 = c^2"
            value={formula ?? ''}
            onChange={(e) => setFormula(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFormula(null)}>取消</Button>
          <Button
            variant="contained"
            disabled={!formula?.trim()}
            onClick={() => {
              chain().insertInlineMath({ latex: formula!.trim() }).run();
              setFormula(null);
            }}
          >
            插入
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={picking} onClose={() => setPicking(false)} fullWidth maxWidth="sm">
        <DialogTitle>插入本书资源</DialogTitle>
        <List sx={{ maxHeight: 400, overflow: 'auto' }}>
          {resources.map((r) => (
            <ListButton
              key={r.id}
              onClick={() => {
                chain()
                  .insertContent({
                    type: 'text',
                    text: `【资源】${r.title}`,
                    marks: [
                      { type: 'link', attrs: { href: `#/digitalbooks/resource?bookId=${bookId}&resourceId=${r.id}` } },
                    ],
                  })
                  .run();
                setPicking(false);
              }}
            >
              <ListItemText primary={r.title} secondary={r.lessonTitle} />
            </ListButton>
          ))}
        </List>
      </Dialog>
    </Stack>
  );
}
