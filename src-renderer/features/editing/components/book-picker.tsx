import { MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useEditableBooks } from '../api/books';

/** The book being edited: `?bookId=` (the publisher's first book until one is chosen), with a picker. */
export function useBookChoice() {
  const [params, setParams] = useSearchParams();
  const books = useEditableBooks();
  const asked = Number(params.get('bookId')) || 0;
  const bookId = asked || books.data?.[0]?.id || 0;
  useEffect(() => {
    if (!asked && bookId)
      setParams(
        (p) => {
          p.set('bookId', String(bookId));
          return p;
        },
        { replace: true },
      );
  }, [asked, bookId, setParams]);
  const choose = (id: number) =>
    setParams((p) => {
      p.set('bookId', String(id));
      return p;
    });
  return { bookId, books, choose };
}

export function BookPicker({ choice }: { choice: ReturnType<typeof useBookChoice> }) {
  const list = choice.books.data ?? [];
  return (
    <TextField
      select
      size="small"
      label="教材"
      value={list.some((b) => b.id === choice.bookId) ? choice.bookId : ''}
      onChange={(e) => choice.choose(Number(e.target.value))}
      sx={{ minWidth: 260 }}
    >
      {list.map((b) => (
        <MenuItem key={b.id} value={b.id}>
          {b.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
