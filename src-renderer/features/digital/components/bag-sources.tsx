import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRef } from 'react';
import type { BagItem } from '@shared/api/digital';
import { Msg } from '@shared/rules/messages';
import { uploadImage } from '../../../api/files/upload-image';
import { ApiError } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { useAddBagItem } from '../api/add-bag-item';
import { useBookResources } from '../api/book-resources';
import { L } from '../labels';
import { RESOURCE_LABEL } from './resource-preview';

/** 上传图片: a picture from this computer into the lesson bag. */
export function BagUploadButton({ bookId }: { bookId: number }) {
  const add = useAddBagItem(bookId);
  const file = useRef<HTMLInputElement>(null);
  const upload = async (f: File) => {
    if (!f.type.startsWith('image/')) return notify.error(Msg.imageOnly);
    try {
      const { url } = await uploadImage(f);
      add.mutate({ bookId, title: f.name.slice(0, 100), url: new URL(url, location.origin).pathname });
    } catch (err) {
      notify.error(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <Button onClick={() => file.current?.click()}>
      {L.bagUpload}
      <input
        ref={file}
        hidden
        type="file"
        accept="image/*"
        aria-label={L.bagUpload}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void upload(f);
        }}
      />
    </Button>
  );
}

/** 从教材资源加入: the book's resources by lesson, each with 加入备课包 (or 已加入). */
export function BookResourcePicker({ bookId, bag }: { bookId: number; bag: BagItem[] }) {
  const resources = useBookResources(bookId);
  const add = useAddBagItem(bookId);
  const inBag = new Set(bag.map((i) => i.resourceId));
  return (
    <Box>
      {resources.data?.lessons.map((l) => (
        <Box key={l.lessonId} sx={{ mb: 1 }}>
          <Typography variant="subtitle2" color="primary" sx={{ px: 2 }}>
            {l.unitTitle} · {l.lessonTitle}
          </Typography>
          <List dense disablePadding>
            {l.resources.map((r) => (
              <ListItem
                key={r.id}
                secondaryAction={
                  <Button
                    size="small"
                    aria-label={`${inBag.has(r.id) ? L.bagInBag : L.bagAdd} ${r.title}`}
                    disabled={inBag.has(r.id) || add.isPending}
                    onClick={() => add.mutate({ bookId, lessonId: l.lessonId, resourceId: r.id })}
                  >
                    {inBag.has(r.id) ? L.bagInBag : L.bagAdd}
                  </Button>
                }
              >
                <ListItemText primary={r.title} secondary={RESOURCE_LABEL[r.type]} sx={{ pr: 8 }} />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
