import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { CoverCard } from '../../../components/cover-card';
import { useOpenBook } from '../../../components/use-open-book';
import { useBookList } from '../api/get-book-list';
import { CatalogPage } from '../components/catalog-page';

export default function BookListPage() {
  const openBook = useOpenBook();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '';
  const filters = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={type}
      onChange={(_e, v: string | null) => setParams(v ? { type: v } : {})}
      sx={{ bgcolor: '#fff' }}
    >
      <ToggleButton value="">全部</ToggleButton>
      <ToggleButton value="PAPER_DIGITAL">{Msg.paperDigital}</ToggleButton>
      <ToggleButton value="DIGITAL">数字教材</ToggleButton>
    </ToggleButtonGroup>
  );
  return (
    <CatalogPage
      title="数字教材"
      subtitle="纸质教材扫码即读，课堂内外同步学习"
      useList={(p) => useBookList(p, type || undefined)}
      minCard={170}
      filters={filters}
      render={(b) => (
        <CoverCard
          key={b.id}
          ratio={3 / 4}
          cover={b.cover}
          title={b.title}
          tag={b.digitalBookType === 'PAPER_DIGITAL' ? Msg.paperDigital : undefined}
          subtitle={`${b.subject} · ${b.grade}`}
          onClick={() => openBook(b.id)}
        />
      )}
    />
  );
}
